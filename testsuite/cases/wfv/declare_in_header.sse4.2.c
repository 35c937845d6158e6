/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>

__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvv_mix(__m128i a, __m128i b, __m128i c);
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

/* vcc: function at declare_in_header.c:10 vector variant _ZGVbN4vvv_mix of `mix`: VL 4, unmasked, a vector, b vector, c vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvv_mix(__m128i a, __m128i b, __m128i c) {
    __m128i t1 = _mm_mullo_epi32(a, b);
    __m128i t2 = _mm_add_epi32(t1, c);
    __m128i t3 = _mm_set1_epi32(100);
    __m128i t4 = _mm_cmpgt_epi32(t2, t3);
    __m128i t5 = _mm_set1_epi32(100);
    __m128i t6 = _mm_sub_epi32(t2, t5);
    __m128i t7 = _mm_blendv_epi8(t2, t6, t4);
    return t7;
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
