/* `omp declare simd` on a prototype in a header, the definition here. vcc writes the variant;
   gcc -fopenmp-simd also makes its own clones of a definition that any declaration marks, so
   `_ZGVdN8vvv_mix` was defined twice (the header's pragma cannot be commented out): vcc's
   output now gives the definition `noclone` under gcc. */
#include <stdio.h>
#include "vec.h"
#include "declare_in_header.h"
/* vcc-test: expect-variants 1 */

int mix(int a, int b, int c) {
    int t = a * b + c;
    return t > 100 ? t - 100 : t;
}

v8i _ZGVdN8vvv_mix(v8i, v8i, v8i);

int main(void) {
    for (int row = 0; row < 4; row++) {
        int a[8], b[8], c[8], r[8];
        for (int k = 0; k < 8; k++) {
            a[k] = k * 7 - row;
            b[k] = row * 5 + k;
            c[k] = k - 3 * row;
        }
        FROM_VEC(r, _ZGVdN8vvv_mix(TO_VEC(v8i, a), TO_VEC(v8i, b), TO_VEC(v8i, c)));
        for (int k = 0; k < 8; k++)
            printf("%d %d\n", mix(a[k], b[k], c[k]), r[k]);
    }
    return 0;
}
