/* Calls: an annotated function calls another through its variants (the masked one under a
   varying condition, the unmasked one where every lane is active), a function without variants
   lane by lane for the active lanes only (its side effect shows which lanes ran), and a libm
   function. */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */

static int calls_made;

static int note(int x) {
    calls_made += x;
    return x + 1;
}

#pragma omp declare simd
float sq(float x) {
    return x * x;
}

#pragma omp declare simd uniform(lim)
float shape(float x, float lim) {
    float r = sq(x) + 1.0f;
    if (x > lim)
        r = sq(x - lim) + sqrtf(x);
    return r;
}

#pragma omp declare simd notinbranch
int counted(int x) {
    int r = x;
    if (x % 3 == 0)
        r = note(x);
    return r;
}

v8f _ZGVdN8v_sq(v8f);
v8f _ZGVdN8vu_shape(v8f, float);
v8f _ZGVdM8vu_shape(v8f, float, v8f);
v8i _ZGVdN8v_counted(v8i);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 4, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    float a[8], b[8];
    for (int k = 0; k < 8; k++)
        printf("%g ", shape(x[k], 2.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8vu_shape(TO_VEC(v8f, x), 2.5f));
    FROM_VEC(b, _ZGVdM8vu_shape(TO_VEC(v8f, x), 2.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%g", a[k]);
        if (m[k] != 0)
            printf("/%g", b[k]);
        printf(" ");
    }
    printf("\n");
    int v[8] = {3, 4, 6, 7, 9, 10, 12, 13}, r[8];
    for (int k = 0; k < 8; k++)
        printf("%d ", counted(v[k]));
    printf("(calls %d)\n", calls_made);
    calls_made = 0;
    FROM_VEC(r, _ZGVdN8v_counted(TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("(calls %d)\n", calls_made);
    return 0;
}
