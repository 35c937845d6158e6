/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(a), vcc_sse_flip_epi32(b))); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(b), vcc_sse_flip_epi32(a))); }

__m128i _ZGVbN4vvu_order(__m128i l, __m128i r, int up);
__m128i _ZGVbN4vuu_clampi(__m128i x, int a, int b);
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

/* vcc: function at two_edges.c:9 vector variant _ZGVbN4vvu_order of `order`: VL 4, unmasked, l vector, r vector, up uniform */
__m128i _ZGVbN4vvu_order(__m128i l, __m128i r, int up) {
    __m128i t1 = vcc_sse2_min_epu32(l, r);
    __m128i t2 = vcc_sse2_max_epu32(r, l);
    __m128i t3 = _mm_set1_epi32((int)up);
    __m128i t4 = (__m128i)(vcc_m4)((vcc_v4_int)t3 != (vcc_v4_int){0});
    __m128i t5 = vcc_sse2_blendv_epi8(t2, t1, t4);
    __m128i t6 = _mm_set1_epi32((int)2U);
    __m128i t7 = (__m128i)((vcc_v4_uint)t5 * (vcc_v4_uint)t6);
    __m128i t8 = _mm_xor_si128(t1, t2);
    __m128i t9 = _mm_add_epi32(t7, t8);
    return t9;
}

/* #pragma omp declare simd uniform(a, b) notinbranch */
int clampi(int x, int a, int b) {
    int lo = a < b ? a : b;
    return x < lo ? lo : x;
}

/* vcc: function at two_edges.c:16 vector variant _ZGVbN4vuu_clampi of `clampi`: VL 4, unmasked, x vector, a uniform, b uniform */
__m128i _ZGVbN4vuu_clampi(__m128i x, int a, int b) {
    int t1 = a < b ? a : b;
    __m128i t2 = _mm_set1_epi32((int)t1);
    __m128i t3 = _mm_cmpgt_epi32(t2, x);
    __m128i t4 = _mm_set1_epi32((int)t1);
    __m128i t5 = vcc_sse2_blendv_epi8(x, t4, t3);
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
