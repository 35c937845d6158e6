/* A divergent loop: lanes leave Mandelbrot's while loop at different iterations; the loop runs
   while any lane is in it and each lane keeps the count of the iteration it left in. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */

#pragma omp declare simd uniform(max_iter)
unsigned mandel(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

v8u _ZGVdN8vvu_mandel(v8f, v8f, unsigned);
v8u _ZGVdM8vvu_mandel(v8f, v8f, unsigned, v8u);

int main(void) {
    for (int row = 0; row < 12; row++) {
        float cr[8], ci[8];
        unsigned m[8], a[8], b[8];
        for (int k = 0; k < 8; k++) {
            cr[k] = -2.1f + 0.33f * k + 0.02f * row;
            ci[k] = -1.2f + 0.2f * row + 0.01f * k;
            m[k] = (k * 7 + row) % 3 != 0;
        }
        unsigned max_iter = row < 6 ? 40 : 200;
        FROM_VEC(a, _ZGVdN8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter));
        FROM_VEC(b, _ZGVdM8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter, TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%u %u", mandel(cr[k], ci[k], max_iter), a[k]);
            if (m[k])
                printf(" %u", b[k]);
            printf("\n");
        }
    }
    return 0;
}
