/* Strided accesses of variants through an `int` index (midend wfv build.rs `gather_indices`): a
   matrix column `m[j * n + i]`, linear in `j` with a uniform stride `n`, and `p[3 * j]`, are
   gathered and scattered with the lanes' `int` indices, as the targets' 32-bit-index gathers
   take them, not with `long` offsets from lane 0 (a per-lane loop on AVX2). Every array is
   malloc'd exactly as long as the scalar code needs; the masked variant's inactive lanes have
   rows past the end, which must not be read. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

#pragma omp declare simd uniform(m, n, i, scale) linear(j) notinbranch
float column(const float *m, int n, int i, int j, float scale) {
    return m[j * n + i] * scale;
}

#pragma omp declare simd uniform(m, n, i) linear(j) inbranch
float column_masked(const float *m, int n, int i, int j) {
    return m[j * n + i] + 1.0f;
}

#pragma omp declare simd uniform(m, n, i) linear(j) notinbranch
void put_column(float *m, int n, int i, int j, float v) {
    m[j * n + i] = v;
}

#pragma omp declare simd uniform(p) linear(j) notinbranch
int every_third(const int *p, int j) {
    return p[3 * j] - j;
}

v8f _ZGVdN8uuulu_column(const float *, int, int, int, float);
v8f _ZGVdM8uuul_column_masked(const float *, int, int, int, v8f);
void _ZGVdN8uuulv_put_column(float *, int, int, int, v8f);
v8i _ZGVdN8ul_every_third(const int *, int);

int main(void) {
    /* A 10 x 7 matrix (n = 7): columns of 10 rows. */
    int rows = 10, n = 7;
    float *m = malloc(sizeof(float) * rows * n);
    for (int k = 0; k < rows * n; k++)
        m[k] = (float)(k * 3 % 17) - 4.5f;
    for (int i = 0; i < n; i += 3) {
        float out[8];
        FROM_VEC(out, _ZGVdN8uuulu_column(m, n, i, 2, 0.5f));
        for (int k = 0; k < 8; k++)
            printf("%g/%g ", out[k], column(m, n, i, 2 + k, 0.5f));
        printf("\n");
    }
    /* Rows 5..12: lanes 5, 6 and 7 are past the end and inactive (the mask is in float lanes,
       the return type's: all bits set or clear). */
    int mask[8] = {-1, 0, -1, -1, -1, 0, 0, 0};
    float outm[8];
    FROM_VEC(outm, _ZGVdM8uuul_column_masked(m, n, 6, 5, TO_VEC(v8f, mask)));
    for (int k = 0; k < 8; k++)
        if (mask[k])
            printf("%g/%g ", outm[k], column_masked(m, n, 6, 5 + k));
    printf("\n");
    /* Write column 4, rows 1..8, then print the matrix. */
    float vals[8] = {10.5f, -1.0f, 2.25f, 3.0f, 4.0f, 5.5f, -6.0f, 7.0f};
    _ZGVdN8uuulv_put_column(m, n, 4, 1, TO_VEC(v8f, vals));
    put_column(m, n, 1, 9, 99.0f);
    for (int k = 0; k < rows * n; k++)
        printf("%g%c", m[k], k % n == n - 1 ? '\n' : ' ');
    /* 3 * 8 ints from p + 3 * 1: the last lane reads the array's last element. */
    int *p = malloc(sizeof(int) * 25);
    for (int k = 0; k < 25; k++)
        p[k] = k * k - 50;
    int outi[8];
    FROM_VEC(outi, _ZGVdN8ul_every_third(p, 1));
    for (int k = 0; k < 8; k++)
        printf("%d/%d ", outi[k], every_third(p, 1 + k));
    printf("\n");
    free(m);
    free(p);
    return 0;
}
