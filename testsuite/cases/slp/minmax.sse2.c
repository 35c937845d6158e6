/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_max_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(b), vcc_sse_flip_epi32(a))); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(a, b)); }

/* Min and max reductions: chains of `?:` (or of the MAX and MIN macros, nested, which
   evaluate their operands twice) that select one of two values by comparing them, returned,
   stored or carried round a loop; and sums carried round a loop the loop vectorizer leaves
   (a list walk). Integer chains reassociate exactly: a running maximum of four ints, the
   nested MAX of eight unsigned ints, a `<=` minimum of eight signed ints stored, the maximum
   of a list node's values carried to the next node, the sum of them. Must NOT vectorize: the
   float maximum (NaN and zeros of both signs make it depend on the order; only --fast-math
   allows that) and `leaky`, whose partial maximum is also stored. */
/* vcc-test: expect-slp 5 */
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))

struct node {
    int v[4];
    const struct node *next;
};

int max4(const int *a) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    return vcc_sse_reduce_epi32(t1, vcc_sse2_max_epi32, int);
}

unsigned max8u(const unsigned *a) {
    unsigned int t1 = a[4];
    unsigned int t2 = a[5];
    unsigned int t3 = a[6];
    unsigned int t4 = a[7];
    __m128i t5 = _mm_loadu_si128((const __m128i *)(a + 0));
    unsigned int t6 = vcc_sse_reduce_epi32(t5, vcc_sse2_max_epu32, unsigned int);
    unsigned int t7 = t6 > t1 ? t6 : t1;
    unsigned int t8 = t7 > t2 ? t7 : t2;
    unsigned int t9 = t8 > t3 ? t8 : t3;
    return t9 > t4 ? t9 : t4;
}

void min8(int *out, const int *a) {
    int t1 = a[4];
    int t2 = a[5];
    int t3 = a[6];
    int t4 = a[7];
    __m128i t5 = _mm_loadu_si128((const __m128i *)(a + 0));
    int t6 = vcc_sse_reduce_epi32(t5, vcc_sse2_min_epi32, int);
    int t7 = t6 < t1 ? t6 : t1;
    int t8 = t7 < t2 ? t7 : t2;
    int t9 = t8 < t3 ? t8 : t3;
    *out = t9 < t4 ? t9 : t4;
}

int list_max(const struct node *n) {
    int m = (-2147483647 - 1);
    for (const struct node *n_1 = n; n_1 != (const struct node *)0; n_1 = n_1->next) {
        __m128i t1 = _mm_loadu_si128((const __m128i *)n_1->v);
        int t2 = vcc_sse_reduce_epi32(t1, vcc_sse2_max_epi32, int);
        m = t2 > m ? t2 : m;
    }
    return m;
}

unsigned list_sum(const struct node *n) {
    unsigned int s = 0U;
    for (const struct node *n_1 = n; n_1 != (const struct node *)0; n_1 = n_1->next) {
        __m128i t1 = _mm_loadu_si128((const __m128i *)n_1->v);
        s = vcc_sse_reduce_epi32(t1, _mm_add_epi32, unsigned int) + s;
    }
    return s;
}

float fmax4(const float *x) {
    float m = x[0];
    m = x[1] > m ? x[1] : m;
    m = x[2] > m ? x[2] : m;
    m = x[3] > m ? x[3] : m;
    return m;
}

int leaky(const int *a, int *partial) {
    int m = MAX(a[0], a[1]);
    *partial = m;
    return MAX(MAX(m, a[2]), a[3]);
}

int main(void) {
    int a[8] = {-5, 2147483647, -2147483647 - 1, 0, 17, -17, 99, 3};
    int b[8] = {-2147483647 - 1, -3, -2147483647 - 1, -9, -1, -2147483647 - 1, -3, -4};
    unsigned u[8] = {1u, 0xffffffffu, 7u, 0x80000000u, 0u, 12u, 0x7fffffffu, 5u};
    unsigned v[8] = {3u, 1u, 4u, 1u, 5u, 9u, 2u, 6u};
    struct node n3 = {{-1, -2, -3, -4}, 0};
    struct node n2 = {{5, 2147483647, -7, 2147483640}, &n3};
    struct node n1 = {{-2147483647 - 1, 4, 4, 3}, &n2};
    float x[5] = {1.0f, 0.0f / 0.0f, 3.0f, 2.0f, 5.0f}, y[4] = {-0.0f, 0.0f, -0.0f, 0.0f};
    int out[2], partial;
    for (int k = 0; k < 8; k += 4)
        printf("%d %d\n", max4(a + k), max4(b + k));
    printf("%u %u\n", max8u(u), max8u(v));
    min8(&out[0], a);
    min8(&out[1], b);
    printf("%d %d\n", out[0], out[1]);
    printf("%d %d %d\n", list_max(&n1), list_max(&n3), list_max(0));
    printf("%u %u\n", list_sum(&n1), list_sum(&n2));
    printf("%a %a %a\n", fmax4(x), fmax4(x + 1), fmax4(y));
    int l = leaky(a + 1, &partial);
    printf("%d %d\n", l, partial);
    return 0;
}
