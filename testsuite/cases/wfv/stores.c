/* Stores under masks: only the lanes whose condition holds write (consecutive: a masked vector
   store; through a varying index: a masked scatter); the arrays are exactly as long as the
   scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 3 */

#pragma omp declare simd uniform(p, lo) linear(i)
void clip(float *p, int i, float lo) {
    if (p[i] < lo)
        p[i] = lo;
}

#pragma omp declare simd uniform(out) notinbranch
int put(int *out, int where, int v) {
    if (v > 0) {
        out[where] = v;
        return 1;
    }
    return 0;
}

void _ZGVdN8ulu_clip(float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8ulu_clip(float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);

int main(void) {
    float *p = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        p[k] = (k * 37 % 11) - 5.0f;
    _ZGVdN8ulu_clip(p, 0, 0.5f);
    int m[8] = {1, 1, 1, 0, 0, 1, 0, 1};
    _ZGVdM8ulu_clip(p, 8, -1.0f, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%g ", p[k]);
    printf("\n");
    int *out = malloc(12 * sizeof(int));
    for (int k = 0; k < 12; k++)
        out[k] = -1;
    int where[8] = {11, 0, 3, 5, 7, 2, 9, 4}, v[8] = {5, -2, 8, 0, 13, 21, -34, 55}, r[8];
    FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where), TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("\n");
    for (int k = 0; k < 12; k++)
        printf("%d ", out[k]);
    printf("\n");
    free(p);
    free(out);
    return 0;
}
