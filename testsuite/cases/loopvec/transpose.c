/* Transposes (unroll_jam.rs's transpose rule, then transpose.rs): `b[i][j] = a[j][i]` reads a
   column of `a` along the inner loop, a strided gather once vectorized. The outer loop is jammed
   by the vector's lanes L, so that one vector iteration gathers L neighbouring columns: those
   are L rows of L consecutive elements, loaded as such and transposed in registers. Rows are W
   elements apart; the inner count is a constant below W (with a symbolic one, rows further
   than W apart might be one element: not jammed), the outer one m runs over sizes that are
   and are not multiples of L (the outer remainder runs in the original nest, the inner one in
   the epilogue); `transpose_1`'s inner loop is shorter than a vector: not jammed. `in_place` (a[i][j] = a[j][i] + 1 on one matrix: jamming would reorder a
   read and a write of one element) and `shifted` (writes the column the next outer iteration
   reads at an earlier inner iteration) must not be jammed. */
#include "harness.h"
/* vcc-test: expect-vectorized generic=15 avx2=15 sse4.2=13 neon=14 */

#define W 72

void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 53; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 9; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 8; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 17; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 64; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 37; j++)
            b[i][j] = a[j][i];
}

void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 33; j++)
            b[i][j] = a[j][i] + i;
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 1; j < 40; j++) {
            b[i][j] = a[j][i];
            a[j - 1][i + 1] = b[i][j] * 0.5f;
        }
}

static const int counts[] = {0, 1, 5, 7, 8, 9, 15, 16, 17, 24, 37, 40, 64, 70};

int main(void) {
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++) {
        int m = counts[k];
        /* The rows the kernels read: a[j] for j < 64, b[i] for i < m (and a[40] for shifted). */
        int rows_a = 72, rows_b = m > 0 ? m : 1;
        float (*af)[W] = new_array(rows_a, sizeof *af), (*bf)[W] = new_array(rows_b, sizeof *bf);
        double (*ad)[W] = new_array(rows_a, sizeof *ad), (*bd)[W] = new_array(rows_b, sizeof *bd);
        int (*ai)[W] = new_array(rows_a, sizeof *ai), (*bi)[W] = new_array(rows_b, sizeof *bi);
        FILL(&af[0][0], rows_a * W, -50, 100);
        FILL(&ad[0][0], rows_a * W, -50, 100);
        FILL(&ai[0][0], rows_a * W, -50, 100);
        memset(bd, 0, (size_t)rows_b * sizeof *bd);
        memset(bi, 0, (size_t)rows_b * sizeof *bi);
#define RUN(n) \
        memset(bf, 0, (size_t)rows_b * sizeof *bf); \
        transpose_##n(bf, (const float (*)[W])af, m, 0.5f); \
        printf("m=%d transpose_%d %llx\n", m, n, HASH(&bf[0][0], rows_b * W));
        RUN(53) RUN(9) RUN(8) RUN(17) RUN(64) RUN(1)
        transpose_f64(bd, (const double (*)[W])ad, m);
        transpose_i32(bi, (const int (*)[W])ai, m);
        printf("m=%d f64 %llx i32 %llx\n", m, HASH(&bd[0][0], rows_b * W), HASH(&bi[0][0], rows_b * W));
        in_place(af, m < 40 ? m : 40);
        printf("m=%d in_place %llx\n", m, HASH(&af[0][0], rows_a * W));
        shifted(bf, af, m < W - 1 ? m : W - 1);
        printf("m=%d shifted %llx %llx\n", m, HASH(&af[0][0], rows_a * W), HASH(&bf[0][0], rows_b * W));
        free(af), free(bf), free(ad), free(bd), free(ai), free(bi);
    }
    return 0;
}
