/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vvv_mix(vcc_v8_int a, vcc_v8_int b, vcc_v8_int c);
#pragma GCC diagnostic pop
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

#if defined(__GNUC__) && !defined(__clang__)
__typeof__(mix) mix __attribute__((noclone));
#endif

/* vcc: function at declare_in_header.c:10 vector variant _ZGVdN8vvv_mix of `mix`: VL 8, unmasked, a vector, b vector, c vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vvv_mix(vcc_v8_int a, vcc_v8_int b, vcc_v8_int c) {
    vcc_v8_int t1 = a * b;
    vcc_v8_int t2 = t1 + c;
    vcc_v8_int t3 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    vcc_m8 t4 = (vcc_m8)(t2 > t3);
    vcc_v8_int t5 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    vcc_v8_uint t6 = (vcc_v8_uint)t2;
    vcc_v8_uint t7 = (vcc_v8_uint)t5;
    vcc_v8_uint t8 = t6 - t7;
    vcc_v8_int t9 = (vcc_v8_int)t8;
    vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t9, t2);
    return t10;
}
#pragma GCC diagnostic pop

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
