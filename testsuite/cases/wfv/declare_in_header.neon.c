/* vcc: vector types and helpers */
#include <arm_neon.h>

int32x4_t _ZGVnN4vvv_mix(int32x4_t a, int32x4_t b, int32x4_t c);
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

/* vcc: function at declare_in_header.c:10 vector variant _ZGVnN4vvv_mix of `mix`: VL 4, unmasked, a vector, b vector, c vector */
int32x4_t _ZGVnN4vvv_mix(int32x4_t a, int32x4_t b, int32x4_t c) {
    int32x4_t t1 = vmulq_s32(a, b);
    int32x4_t t2 = vaddq_s32(t1, c);
    int32x4_t t3 = vdupq_n_s32(100);
    uint32x4_t t4 = vcgtq_s32(t2, t3);
    int32x4_t t5 = vdupq_n_s32(100);
    uint32x4_t t6 = vreinterpretq_u32_s32(t2);
    uint32x4_t t7 = vreinterpretq_u32_s32(t5);
    uint32x4_t t8 = vsubq_u32(t6, t7);
    int32x4_t t9 = vreinterpretq_s32_u32(t8);
    int32x4_t t10 = vbslq_s32(t4, t9, t2);
    return t10;
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
