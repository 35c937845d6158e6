/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_order(vcc_v8_uint l, vcc_v8_uint r, int up);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vuu_clampi(vcc_v8_int x, int a, int b);
#pragma GCC diagnostic pop
/* A branch whose two edges go to one block with different arguments: `l < r ? l : r` left by
   simplify as `br c, b(l), b(r)`. With a varying condition the merged value is a select per
   lane; with a uniform one a scalar select. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */

/* #pragma omp declare simd uniform(up) notinbranch */
unsigned order(unsigned l, unsigned r, int up) {
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    unsigned pick = up ? lesser : greater;
    return pick * 2u + (lesser ^ greater);
}

/* vcc: function at two_edges.c:9 vector variant _ZGVdN8vvu_order of `order`: VL 8, unmasked, l vector, r vector, up uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_order(vcc_v8_uint l, vcc_v8_uint r, int up) {
    vcc_v8_uint t1 = vcc_min(vcc_v8_int, l, r);
    vcc_v8_uint t2 = vcc_max(vcc_v8_int, r, l);
    vcc_v8_int t3 = (vcc_v8_int){up, up, up, up, up, up, up, up};
    vcc_m8 t4 = (vcc_m8)(t3 != (vcc_v8_int){0});
    vcc_v8_uint t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t1, t2);
    vcc_v8_uint t6 = (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
    vcc_v8_uint t7 = t5 * t6;
    vcc_v8_uint t8 = t1 ^ t2;
    vcc_v8_uint t9 = t7 + t8;
    return t9;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(a, b) notinbranch */
int clampi(int x, int a, int b) {
    int lo = a < b ? a : b;
    return x < lo ? lo : x;
}

/* vcc: function at two_edges.c:16 vector variant _ZGVdN8vuu_clampi of `clampi`: VL 8, unmasked, x vector, a uniform, b uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vuu_clampi(vcc_v8_int x, int a, int b) {
    int t1 = a < b ? a : b;
    vcc_v8_int t2 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_m8 t3 = (vcc_m8)(x < t2);
    vcc_v8_int t4 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_v8_int t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t4, x);
    return t5;
}
#pragma GCC diagnostic pop

v8u _ZGVdN8vvu_order(v8u, v8u, int);
v8i _ZGVdN8vuu_clampi(v8i, int, int);

int main(void) {
    for (int row = 0; row < 6; row++) {
        unsigned l[8], r[8], o[8];
        int x[8], c[8];
        for (int k = 0; k < 8; k++) {
            l[k] = (unsigned)(k * 37 + row * 11) % 23;
            r[k] = (unsigned)(k * 13 + row * 5) % 19;
            x[k] = k * 3 - row * 2;
        }
        int up = row % 2;
        FROM_VEC(o, _ZGVdN8vvu_order(TO_VEC(v8u, l), TO_VEC(v8u, r), up));
        FROM_VEC(c, _ZGVdN8vuu_clampi(TO_VEC(v8i, x), row - 3, 2 - row));
        for (int k = 0; k < 8; k++)
            printf("%u %u %d %d\n", order(l[k], r[k], up), o[k], clampi(x[k], row - 3, 2 - row), c[k]);
    }
    return 0;
}
