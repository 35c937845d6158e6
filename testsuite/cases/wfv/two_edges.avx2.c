/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_order(__m256i l, __m256i r, int up);
__attribute__((target("avx2"))) __m256i _ZGVdN8vuu_clampi(__m256i x, int a, int b);
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

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_order(__m256i l, __m256i r, int up) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(r), vcc_avx2_flip_epi32(l));
    t3 = _mm256_and_si256(t1, t2);
    t4 = (__m256i)~(vcc_m8)t2;
    t5 = _mm256_and_si256(t1, t4);
    t6 = _mm256_or_si256(t3, t5);
    t7 = _mm256_blendv_epi8(r, l, t2);
    t8 = _mm256_and_si256(t6, t2);
    t9 = (__m256i)~(vcc_m8)t2;
    t10 = _mm256_and_si256(t6, t9);
    t11 = _mm256_or_si256(t8, t10);
    t12 = _mm256_blendv_epi8(l, r, t2);
    t13 = _mm256_set1_epi32((int)up);
    t14 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
    t15 = _mm256_and_si256(t11, t14);
    t16 = (__m256i)~(vcc_m8)t14;
    t17 = _mm256_and_si256(t11, t16);
    t18 = _mm256_or_si256(t15, t17);
    t19 = _mm256_set1_epi32((int)up);
    t20 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
    t21 = _mm256_blendv_epi8(t12, t7, t20);
    t22 = _mm256_set1_epi32((int)2U);
    t23 = _mm256_mullo_epi32(t21, t22);
    t24 = _mm256_xor_si256(t7, t12);
    t25 = _mm256_add_epi32(t23, t24);
    t26 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t25, t18);
    return t26;
}

/* #pragma omp declare simd uniform(a, b) notinbranch */
int clampi(int x, int a, int b) {
    int lo = a < b ? a : b;
    return x < lo ? lo : x;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vuu_clampi(__m256i x, int a, int b) {
    __m256i t1;
    __m256i t2;
    int t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t3 = a < b;
    t4 = _mm256_set1_epi32((int)t3);
    t5 = (__m256i)(vcc_m8)((vcc_v8_int)t4 != (vcc_v8_int){0});
    t6 = _mm256_and_si256(t2, t5);
    t7 = (__m256i)~(vcc_m8)t5;
    t8 = _mm256_and_si256(t2, t7);
    t9 = _mm256_or_si256(t6, t8);
    if ((_mm256_movemask_epi8(t9) != 0)) {
        t10 = t3 ? a : b;
        t11 = _mm256_set1_epi32((int)t10);
        t12 = _mm256_cmpgt_epi32(t11, x);
        t13 = _mm256_and_si256(t9, t12);
        t14 = (__m256i)~(vcc_m8)t12;
        t15 = _mm256_and_si256(t9, t14);
        t1 = _mm256_or_si256(t13, t15);
        t16 = t10;
        t17 = t12;
    } else {
        t16 = 0;
        t17 = (__m256i)(vcc_m8){0};
        t1 = (__m256i)(vcc_m8){0};
    }
    t18 = _mm256_set1_epi32((int)t16);
    t19 = _mm256_blendv_epi8(x, t18, t17);
    t20 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t19, t1);
    return t20;
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
