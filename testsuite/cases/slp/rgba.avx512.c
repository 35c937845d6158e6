/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* Pixel arithmetic on a struct of four floats: a blend of two pixels by a weight (splats of
   `t` and `1 - t`, loads of the members as one vector) and a scale of every pixel of an image
   in a loop the loop vectorizer leaves alone (its body calls a function), whose four member
   stores are one tree. */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

struct rgba {
    float r, g, b, a;
};

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void blend(struct rgba *restrict out, const struct rgba *restrict x, const struct rgba *restrict y, float t) {
    vcc_no_contract_body
    __m128 t1 = _mm_loadu_ps(&x->r);
    __m128 t2 = _mm_set1_ps(t);
    __m128 t3 = _mm_mul_ps(t1, t2);
    __m128 t4 = _mm_loadu_ps(&y->r);
    __m128 t5 = _mm_set1_ps(1.0f - t);
    __m128 t6 = _mm_mul_ps(t4, t5);
    __m128 t7 = _mm_add_ps(t3, t6);
    _mm_storeu_ps(&out->r, t7);
}

int count;
__attribute__((noinline)) void tick(void) {
    count++;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale(struct rgba *restrict img, const struct rgba *restrict src, int n, float k) {
    vcc_no_contract_body
    for (int i = 0; i < n; i++) {
        (_mm256_zeroupper(), tick());
        long t1 = (long)i;
        __m128 t2 = _mm_loadu_ps(&src[t1].r);
        __m128 t3 = _mm_set1_ps(k);
        __m128 t4 = _mm_mul_ps(t2, t3);
        _mm_storeu_ps(&img[t1].r, t4);
    }
}

int main(void) {
    struct rgba x = {0.25f, 0.5f, 0.75f, 1.0f}, y = {1.0f, 0.125f, 0.0f, 0.5f}, out;
    for (int i = 0; i <= 4; i++) {
        blend(&out, &x, &y, i / 4.0f);
        printf("%a %a %a %a\n", out.r, out.g, out.b, out.a);
    }
    struct rgba img[5], src[5];
    for (int i = 0; i < 5; i++) {
        src[i] = (struct rgba){i * 0.5f, i + 1.0f, 2.0f - i, 0.1f * i};
    }
    scale(img, src, 5, 3.0f);
    for (int i = 0; i < 5; i++) {
        printf("%a %a %a %a\n", img[i].r, img[i].g, img[i].b, img[i].a);
    }
    printf("%d\n", count);
    return 0;
}
