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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* Pixel arithmetic on a struct of four floats: a blend of two pixels by a weight (splats of
   `t` and `1 - t`, loads of the members as one vector) and a scale of every pixel of an image
   in a loop the loop vectorizer leaves alone (its body calls a function), whose four member
   stores are one tree. */
/* vcc-test: expect-slp 3 */
/* main's loop calls `blend`, inlined there: its copy is one more tree, reported at the
   helper's line (3 in all). */
#include <stdio.h>

struct rgba {
    float r, g, b, a;
};

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void blend(struct rgba *restrict out, const struct rgba *restrict x, const struct rgba *restrict y, float t) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale(struct rgba *restrict img, const struct rgba *restrict src, int n, float k) {
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

/* main's pixels are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static struct rgba x = {0.25f, 0.5f, 0.75f, 1.0f}, y = {1.0f, 0.125f, 0.0f, 0.5f}, out;

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    struct rgba img[5];
    struct rgba src[5];
    struct rgba t1;
    for (int i = 0; i <= 4; i++) {
        float t2 = (float)i / 4.0f;
        const struct rgba *t3 = &y;
        const struct rgba *t4 = &x;
        __m128 t7 = _mm_loadu_ps(&t4->r);
        __m128 t8 = _mm_set1_ps(t2);
        __m128 t9 = _mm_mul_ps(t7, t8);
        __m128 t10 = _mm_loadu_ps(&t3->r);
        __m128 t11 = _mm_set1_ps(1.0f - t2);
        __m128 t12 = _mm_mul_ps(t10, t11);
        __m128 t13 = _mm_add_ps(t9, t12);
        _mm_storeu_ps(&out.r, t13);
        printf("%a %a %a %a\n", (double)out.r, (double)out.g, (double)out.b, (double)out.a);
    }
    for (int i_1 = 0; i_1 < 5; i_1++) {
        float t5 = (float)i_1;
        t1.r = t5 * 0.5f;
        t1.g = t5 + 1.0f;
        t1.b = 2.0f - t5;
        t1.a = 0.1f * t5;
        src[i_1] = t1;
    }
    scale(img, src, 5, 3.0f);
    for (int i_2 = 0; i_2 < 5; i_2++) {
        struct rgba *t6 = &img[i_2];
        printf("%a %a %a %a\n", (double)t6->r, (double)t6->g, (double)t6->b, (double)t6->a);
    }
    printf("%d\n", count);
    return 0;
}
