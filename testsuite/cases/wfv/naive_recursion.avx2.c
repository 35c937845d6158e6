/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256i _ZGVdN8v_fact(__m256i n);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_even(__m256i n);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_odd(__m256i n);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask);
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

/* vcc: function at naive_recursion.c:11 vector variant _ZGVdN8v_fact of `fact`: VL 8, unmasked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_fact(__m256i n) {
    vcc_v8_int t1;
    __m256i t2 = _mm256_set1_epi32(1);
    __m256i t3 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t2), _mm256_set1_epi32(-1));
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    if ((_mm256_movemask_epi8(t4) != 0)) {
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_sub_epi32(n, t5);
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t7, t4);
        __m256i t9 = _ZGVdM8v_fact(t6, t8);
        __m256i t10 = _mm256_mullo_epi32(n, t9);
        t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t10, t4);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t11 = _mm256_set1_epi32(1);
    __m256i t12 = _mm256_blendv_epi8((__m256i)t1, t11, t3);
    return t12;
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVdM8v_fact of `fact`: VL 8, masked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask) {
    vcc_v8_int t1;
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t3 = _mm256_set1_epi32(1);
    __m256i t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(n, t3), _mm256_set1_epi32(-1));
    __m256i t5 = _mm256_and_si256(t2, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t4;
    __m256i t7 = _mm256_and_si256(t2, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        __m256i t8 = _mm256_set1_epi32(1);
        __m256i t9 = _mm256_sub_epi32(n, t8);
        __m256i t10 = _mm256_set1_epi32(1);
        __m256i t11 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t10, t7);
        __m256i t12 = _ZGVdM8v_fact(t9, t11);
        __m256i t13 = _mm256_mullo_epi32(n, t12);
        t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t7);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t14 = _mm256_set1_epi32(1);
    __m256i t15 = _mm256_blendv_epi8((__m256i)t1, t14, t5);
    return t15;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVdN8v_is_odd of `is_odd`: VL 8, unmasked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_odd(__m256i n) {
    vcc_v8_int t1;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t2 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_sub_epi32(n, t5);
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t7, t2);
        t1 = (vcc_v8_int)_ZGVdM8v_is_even(t6, t8);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = ({ (void)t9; _mm256_and_si256(t2, (__m256i)t1); });
    return t10;
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVdM8v_is_odd of `is_odd`: VL 8, masked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask) {
    vcc_v8_int t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t2 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_sub_epi32(n, t7);
        __m256i t9 = _mm256_set1_epi32(1);
        __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t9, t2);
        t1 = (vcc_v8_int)_ZGVdM8v_is_even(t8, t10);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t11 = _mm256_set1_epi32(0);
    __m256i t12 = ({ (void)t11; _mm256_and_si256(t2, (__m256i)t1); });
    __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t3);
    return t13;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVdN8v_is_even of `is_even`: VL 8, unmasked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_is_even(__m256i n) {
    vcc_v8_int t1;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t2 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_sub_epi32(n, t5);
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t7, t2);
        t1 = (vcc_v8_int)_ZGVdM8v_is_odd(t6, t8);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_blendv_epi8(t9, (__m256i)t1, t2);
    return t10;
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVdM8v_is_even of `is_even`: VL 8, masked, n vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask) {
    vcc_v8_int t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t2 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_sub_epi32(n, t7);
        __m256i t9 = _mm256_set1_epi32(1);
        __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t9, t2);
        t1 = (vcc_v8_int)_ZGVdM8v_is_odd(t8, t10);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t11 = _mm256_set1_epi32(1);
    __m256i t12 = _mm256_blendv_epi8(t11, (__m256i)t1, t2);
    __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t3);
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
