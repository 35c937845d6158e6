/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* Loads used in another lane order than their addresses': one vector load and a shuffle.
   Reversed (a[k] = b[3 - k] * 2), pairs swapped (the real and imaginary parts of two complex
   numbers exchanged; a and b xored with a's pairs swapped). `halves` multiplies and divides
   the same lanes: eight lanes do two operations that are not an add and a subtract, so it is
   two trees of four. `spread`
   reads b[1], b[0], b[1], b[0]: a vector of four from b[0] would read b[2] and b[3], which the
   function does not (main passes two elements), so it loads the two it reads and widens them
   to four lanes with a shuffle. */
/* vcc-test: expect-slp 6 */
#include <stdio.h>

__attribute__((target("avx2"))) void reverse4(int *restrict a, const int *restrict b) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t2 = _mm_shuffle_epi32(t1, 0x1b);
    __m128i t3 = _mm_mullo_epi32(t2, _mm_set1_epi32(2));
    _mm_storeu_si128((__m128i *)(a + 0), t3);
}

__attribute__((target("avx2"))) void swap_re_im(float *restrict o, const float *restrict z) {
    __m128 t1 = _mm_loadu_ps(z + 0);
    __m128 t2 = _mm_permute_ps(t1, 0xb1);
    _mm_storeu_ps(o + 0, t2);
}

__attribute__((target("avx2"))) void halves(float *restrict o, const float *restrict x) {
    const float *t1 = x + 0;
    const float *t2 = x + 4;
    __m128 t3 = _mm_loadu_ps(t1);
    __m128 t4 = _mm_loadu_ps(t2);
    __m128 t5 = _mm_mul_ps(t3, t4);
    _mm_storeu_ps(o + 0, t5);
    __m128 t6 = _mm_loadu_ps(t1);
    __m128 t7 = _mm_loadu_ps(t2);
    __m128 t8 = _mm_div_ps(t6, t7);
    _mm_storeu_ps(o + 4, t8);
}

__attribute__((target("avx2"))) void swap_pairs(unsigned *restrict o, const unsigned *restrict a, const unsigned *restrict b) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    __m128i t2 = (__m128i)__builtin_shufflevector((vcc_v4_uint)t1, (vcc_v4_uint)t1, 1, 0, 3, 2);
    __m128i t3 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t4 = _mm_xor_si128(t2, t3);
    _mm_storeu_si128((__m128i *)(o + 0), t4);
}

__attribute__((target("avx2"))) void spread(int *restrict a, const int *restrict b) {
    vcc_v2_int t1 = vcc_load(vcc_v2_int, b + 0);
    __m128i t2 = (__m128i)__builtin_shufflevector(t1, t1, 1, 0, 1, 0);
    __m128i t3 = _mm_add_epi32(t2, _mm_setr_epi32(1, 2, 3, 4));
    _mm_storeu_si128((__m128i *)(a + 0), t3);
}

int main(void) {
    int a[4], b[4] = {1, -20, 300, -4000}, s[4], two[2] = {5, 6};
    float z[4] = {1.5f, -2.0f, 0.0f, 3.25f}, o[4];
    unsigned u[4], x[4] = {1u, 0xffffffffu, 77u, 12345u}, y[4] = {3u, 5u, 0x80000000u, 9u};
    reverse4(a, b);
    swap_re_im(o, z);
    float x8[8] = {1, 2, 3, 4, 0.5f, -0.25f, 8, 16}, h[8];
    halves(h, x8);
    swap_pairs(u, x, y);
    spread(s, two);
    printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    printf("%a %a %a %a\n", o[0], o[1], o[2], o[3]);
    printf("%u %u %u %u\n", u[0], u[1], u[2], u[3]);
    printf("%d %d %d %d\n", s[0], s[1], s[2], s[3]);
    for (int i = 0; i < 8; i++) {
        printf("%a ", h[i]);
    }
    printf("\n");
    return 0;
}
