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
    __m256i t27;
    __m256i t28;
    t6 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t7 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(r), vcc_avx2_flip_epi32(l));
    t8 = _mm256_and_si256(t6, t7);
    t9 = (__m256i)~(vcc_m8)t7;
    t10 = _mm256_and_si256(t6, t9);
    t11 = _mm256_or_si256(t8, t10);
    if ((_mm256_movemask_epi8(t11) != 0)) {
        t1 = _mm256_blendv_epi8(r, l, t7);
        t12 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(r), vcc_avx2_flip_epi32(l));
        t13 = _mm256_and_si256(t11, t12);
        t14 = (__m256i)~(vcc_m8)t12;
        t15 = _mm256_and_si256(t11, t14);
        t2 = _mm256_or_si256(t13, t15);
        t16 = t12;
    } else {
        t1 = (__m256i)(vcc_v8_uint){0};
        t16 = (__m256i)(vcc_m8){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t3 = _mm256_blendv_epi8(l, r, t16);
        t17 = _mm256_set1_epi32((int)up);
        t18 = (__m256i)(vcc_m8)((vcc_v8_int)t17 != (vcc_v8_int){0});
        t19 = _mm256_and_si256(t2, t18);
        t20 = (__m256i)~(vcc_m8)t18;
        t21 = _mm256_and_si256(t2, t20);
        t4 = _mm256_or_si256(t19, t21);
    } else {
        t3 = (__m256i)(vcc_v8_uint){0};
        t4 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t4) != 0)) {
        t22 = _mm256_set1_epi32((int)up);
        t23 = (__m256i)(vcc_m8)((vcc_v8_int)t22 != (vcc_v8_int){0});
        t24 = _mm256_blendv_epi8(t3, t1, t23);
        t25 = _mm256_set1_epi32((int)2U);
        t26 = _mm256_mullo_epi32(t24, t25);
        t27 = _mm256_xor_si256(t1, t3);
        t28 = _mm256_add_epi32(t26, t27);
        t5 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t28, t4);
    } else {
        t5 = (__m256i)(vcc_v8_uint){0};
    }
    return t5;
}

/* #pragma omp declare simd uniform(a, b) notinbranch */
int clampi(int x, int a, int b) {
    int lo = a < b ? a : b;
    return x < lo ? lo : x;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vuu_clampi(__m256i x, int a, int b) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    int t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t4 = a < b;
    t5 = _mm256_set1_epi32((int)t4);
    t6 = (__m256i)(vcc_m8)((vcc_v8_int)t5 != (vcc_v8_int){0});
    t7 = _mm256_and_si256(t3, t6);
    t8 = (__m256i)~(vcc_m8)t6;
    t9 = _mm256_and_si256(t3, t8);
    t10 = _mm256_or_si256(t7, t9);
    if ((_mm256_movemask_epi8(t10) != 0)) {
        t11 = t4 ? a : b;
        t12 = _mm256_set1_epi32((int)t11);
        t13 = _mm256_cmpgt_epi32(t12, x);
        t14 = _mm256_and_si256(t10, t13);
        t15 = (__m256i)~(vcc_m8)t13;
        t16 = _mm256_and_si256(t10, t15);
        t1 = _mm256_or_si256(t14, t16);
        t17 = t11;
        t18 = t13;
    } else {
        t17 = 0;
        t18 = (__m256i)(vcc_m8){0};
        t1 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t1) != 0)) {
        t19 = _mm256_set1_epi32((int)t17);
        t20 = _mm256_blendv_epi8(x, t19, t18);
        t2 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t20, t1);
    } else {
        t2 = (__m256i)(vcc_v8_int){0};
    }
    return t2;
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
