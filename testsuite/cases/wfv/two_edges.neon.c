/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

uint32x4_t _ZGVnN4vvu_order(uint32x4_t l, uint32x4_t r, int up);
int32x4_t _ZGVnN4vuu_clampi(int32x4_t x, int a, int b);
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

/* vcc: function at two_edges.c:9 vector variant _ZGVnN4vvu_order of `order`: VL 4, unmasked, l vector, r vector, up uniform */
uint32x4_t _ZGVnN4vvu_order(uint32x4_t l, uint32x4_t r, int up) {
    uint32x4_t t1 = vminq_u32(l, r);
    uint32x4_t t2 = vmaxq_u32(r, l);
    int32x4_t t3 = vdupq_n_s32(up);
    uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t3 != (vcc_v4_int){0});
    uint32x4_t t5 = vbslq_u32(t4, t1, t2);
    uint32x4_t t6 = vdupq_n_u32(2U);
    uint32x4_t t7 = vmulq_u32(t5, t6);
    uint32x4_t t8 = veorq_u32(t1, t2);
    uint32x4_t t9 = vaddq_u32(t7, t8);
    return t9;
}

/* #pragma omp declare simd uniform(a, b) notinbranch */
int clampi(int x, int a, int b) {
    int lo = a < b ? a : b;
    return x < lo ? lo : x;
}

/* vcc: function at two_edges.c:16 vector variant _ZGVnN4vuu_clampi of `clampi`: VL 4, unmasked, x vector, a uniform, b uniform */
int32x4_t _ZGVnN4vuu_clampi(int32x4_t x, int a, int b) {
    int t1 = a < b ? a : b;
    int32x4_t t2 = vdupq_n_s32(t1);
    uint32x4_t t3 = vcltq_s32(x, t2);
    int32x4_t t4 = vdupq_n_s32(t1);
    int32x4_t t5 = vbslq_s32(t3, t4, x);
    return t5;
}

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
