/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_order(vcc_v8_uint l, vcc_v8_uint r, int up) {
    vcc_m8 t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_v8_uint t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    vcc_m8 t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_m8)(l < r);
    t3 = t1 & t2;
    t4 = ~t2;
    t5 = t1 & t4;
    t6 = t3 | t5;
    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, l, r);
    t8 = t6 & t2;
    t9 = ~t2;
    t10 = t6 & t9;
    t11 = t8 | t10;
    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, r, l);
    t13 = (vcc_v8_int){up, up, up, up, up, up, up, up};
    t14 = (vcc_m8)(t13 != (vcc_v8_int){0});
    t15 = t11 & t14;
    t16 = ~t14;
    t17 = t11 & t16;
    t18 = t15 | t17;
    t19 = (vcc_v8_int){up, up, up, up, up, up, up, up};
    t20 = (vcc_m8)(t19 != (vcc_v8_int){0});
    t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t7, t12);
    t22 = (vcc_v8_uint){2U, 2U, 2U, 2U, 2U, 2U, 2U, 2U};
    t23 = t21 * t22;
    t24 = t7 ^ t12;
    t25 = t23 + t24;
    t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t25, (vcc_v8_uint){0});
    return t26;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(a, b) notinbranch */
int clampi(int x, int a, int b) {
    int lo = a < b ? a : b;
    return x < lo ? lo : x;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vuu_clampi(vcc_v8_int x, int a, int b) {
    vcc_m8 t1;
    vcc_m8 t2;
    int t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_m8 t9;
    int t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    int t16;
    vcc_m8 t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t3 = a < b;
    t4 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
    t5 = (vcc_m8)(t4 != (vcc_v8_int){0});
    t6 = t2 & t5;
    t7 = ~t5;
    t8 = t2 & t7;
    t9 = t6 | t8;
    if (vcc_any(t9)) {
        t10 = t3 ? a : b;
        t11 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
        t12 = (vcc_m8)(x < t11);
        t13 = t9 & t12;
        t14 = ~t12;
        t15 = t9 & t14;
        t1 = t13 | t15;
        t16 = t10;
        t17 = t12;
    } else {
        t16 = 0;
        t17 = (vcc_m8){0};
        t1 = (vcc_m8){0};
    }
    t18 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t18, x);
    t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t19, (vcc_v8_int){0});
    return t20;
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
