/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))

__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_fact(__m128i n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_fact(__m128i n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_even(__m128i n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_even(__m128i n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_odd(__m128i n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_odd(__m128i n, __m128i mask);
/* Recursion with the shape optimisations and BOSCC off (--wfv=naive --no-boscc): a call still
   runs only when some lane makes it, so the masked variants that call themselves stop where the
   scalar functions do. The recursive functions of call_chain.c. */
#include <stdio.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: flags --wfv=naive --no-boscc */

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVbN4v_fact of `fact`: VL 4, unmasked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_fact(__m128i n) {
    vcc_v4_int t1;
    __m128i t2 = _mm_set1_epi32(1);
    __m128i t3 = vcc_sse_not(_mm_cmpgt_epi32(n, t2));
    __m128i t4 = (__m128i)~(vcc_m4)t3;
    if ((!_mm_testz_si128(t4, t4))) {
        __m128i t5 = _mm_set1_epi32(1);
        __m128i t6 = _mm_sub_epi32(n, t5);
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t7, t4);
        __m128i t9 = _ZGVbM4v_fact(t6, t8);
        __m128i t10 = _mm_mullo_epi32(n, t9);
        t1 = (vcc_v4_int)_mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t10, t4);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t11 = _mm_set1_epi32(1);
    __m128i t12 = _mm_blendv_epi8((__m128i)t1, t11, t3);
    return t12;
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVbM4v_fact of `fact`: VL 4, masked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_fact(__m128i n, __m128i mask) {
    vcc_v4_int t1;
    __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t3 = _mm_set1_epi32(1);
    __m128i t4 = vcc_sse_not(_mm_cmpgt_epi32(n, t3));
    __m128i t5 = (__m128i)((vcc_m4)t2 & (vcc_m4)t4);
    __m128i t6 = (__m128i)~(vcc_m4)t4;
    __m128i t7 = (__m128i)((vcc_m4)t2 & (vcc_m4)t6);
    if ((!_mm_testz_si128(t7, t7))) {
        __m128i t8 = _mm_set1_epi32(1);
        __m128i t9 = _mm_sub_epi32(n, t8);
        __m128i t10 = _mm_set1_epi32(1);
        __m128i t11 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t10, t7);
        __m128i t12 = _ZGVbM4v_fact(t9, t11);
        __m128i t13 = _mm_mullo_epi32(n, t12);
        t1 = (vcc_v4_int)_mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t13, t7);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t14 = _mm_set1_epi32(1);
    __m128i t15 = _mm_blendv_epi8((__m128i)t1, t14, t5);
    return t15;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVbN4v_is_odd of `is_odd`: VL 4, unmasked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_odd(__m128i n) {
    vcc_v4_int t1;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_cmpeq_epi32(n, t3);
    __m128i t2 = (__m128i)~(vcc_m4)t4;
    if ((!_mm_testz_si128(t2, t2))) {
        __m128i t5 = _mm_set1_epi32(1);
        __m128i t6 = _mm_sub_epi32(n, t5);
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t7, t2);
        t1 = (vcc_v4_int)_ZGVbM4v_is_even(t6, t8);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t9 = _mm_set1_epi32(0);
    __m128i t10 = ({ (void)t9; _mm_and_si128(t2, (__m128i)t1); });
    return t10;
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVbM4v_is_odd of `is_odd`: VL 4, masked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_odd(__m128i n, __m128i mask) {
    vcc_v4_int t1;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_cmpeq_epi32(n, t4);
    __m128i t6 = (__m128i)~(vcc_m4)t5;
    __m128i t2 = (__m128i)((vcc_m4)t3 & (vcc_m4)t6);
    if ((!_mm_testz_si128(t2, t2))) {
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_sub_epi32(n, t7);
        __m128i t9 = _mm_set1_epi32(1);
        __m128i t10 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t9, t2);
        t1 = (vcc_v4_int)_ZGVbM4v_is_even(t8, t10);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t11 = _mm_set1_epi32(0);
    __m128i t12 = ({ (void)t11; _mm_and_si128(t2, (__m128i)t1); });
    __m128i t13 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t12, t3);
    return t13;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVbN4v_is_even of `is_even`: VL 4, unmasked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4v_is_even(__m128i n) {
    vcc_v4_int t1;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_cmpeq_epi32(n, t3);
    __m128i t2 = (__m128i)~(vcc_m4)t4;
    if ((!_mm_testz_si128(t2, t2))) {
        __m128i t5 = _mm_set1_epi32(1);
        __m128i t6 = _mm_sub_epi32(n, t5);
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t7, t2);
        t1 = (vcc_v4_int)_ZGVbM4v_is_odd(t6, t8);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t9 = _mm_set1_epi32(1);
    __m128i t10 = _mm_blendv_epi8(t9, (__m128i)t1, t2);
    return t10;
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVbM4v_is_even of `is_even`: VL 4, masked, n vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4v_is_even(__m128i n, __m128i mask) {
    vcc_v4_int t1;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_cmpeq_epi32(n, t4);
    __m128i t6 = (__m128i)~(vcc_m4)t5;
    __m128i t2 = (__m128i)((vcc_m4)t3 & (vcc_m4)t6);
    if ((!_mm_testz_si128(t2, t2))) {
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_sub_epi32(n, t7);
        __m128i t9 = _mm_set1_epi32(1);
        __m128i t10 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t9, t2);
        t1 = (vcc_v4_int)_ZGVbM4v_is_odd(t8, t10);
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t11 = _mm_set1_epi32(1);
    __m128i t12 = _mm_blendv_epi8(t11, (__m128i)t1, t2);
    __m128i t13 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t12, t3);
    return t13;
}

v8i _ZGVdN8v_fact(v8i);
v8i _ZGVdM8v_fact(v8i, v8i);
v8i _ZGVdN8v_is_even(v8i);
v8i _ZGVdM8v_is_odd(v8i, v8i);

int main(void) {
    int n[8] = {0, 1, 5, 11, 2, 7, 3, 10}, im[8] = {1, 0, 1, 1, 0, 1, 0, 1};
    for (int l = 0; l < 8; l++)
        printf("%d %d %d | ", fact(n[l]), is_even(n[l]), is_odd(n[l]));
    printf("\n");
    print8i("fact N", _ZGVdN8v_fact(TO_VEC(v8i, n)), NULL);
    print8i("fact M", _ZGVdM8v_fact(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    print8i("is_even N", _ZGVdN8v_is_even(TO_VEC(v8i, n)), NULL);
    print8i("is_odd M", _ZGVdM8v_is_odd(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    return 0;
}
