/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
__attribute__((target("avx2"))) int sum(int n, const int *a) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi32(0);
        __m256i s_v_1 = _mm256_set1_epi32(0);
        __m256i s_v_2 = _mm256_set1_epi32(0);
        __m256i s_v_3 = _mm256_set1_epi32(0);
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m256i t3 = a_v;
            s_v = _mm256_add_epi32(s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 8L)));
            __m256i t4 = a_v_1;
            s_v_1 = _mm256_add_epi32(s_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 16L)));
            __m256i t5 = a_v_2;
            s_v_2 = _mm256_add_epi32(s_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 24L)));
            __m256i t6 = a_v_3;
            s_v_3 = _mm256_add_epi32(s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32(s_v, s_v_1);
        __m256i t8 = _mm256_add_epi32(t7, s_v_2);
        __m256i t9 = _mm256_add_epi32(t8, s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi32(0);
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t10 + i_vec_1)));
            __m256i t14 = a_v_4;
            s_v_4 = _mm256_add_epi32(s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int t99;
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = t1;
    __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at sum_wrap.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i i_v_2 = i_v;
        __m256i t3 = (__m256i)((vcc_v8_int)i_v_2 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t4 = _mm256_cmpeq_epi32(t3, _mm256_set1_epi32(0));
        __m256i t5 = i_v_2;
        __m256i t6 = _mm256_set1_epi32(1);
        __m256i t7 = _mm256_sub_epi32(t5, t6);
        __m256i t8 = t7;
        __m256i t9 = _mm256_set1_epi32(2147483647);
        __m256i t10 = t8;
        __m256i t11 = _mm256_sub_epi32(t9, t10);
        __m256i t12 = t11;
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(_mm256_setzero_si256(), t13);
        __m256i t15 = t14;
        __m256i t16 = _mm256_set1_epi32(2147483647);
        __m256i t17 = i_v_2;
        __m256i t18 = _mm256_sub_epi32(t16, t17);
        __m256i t19 = t18;
        __m256i t20 = _mm256_blendv_epi8(t15, t19, t4);
        _mm256_storeu_si256((__m256i *)&a[(int)i_vec], t20);
        __m256i t21 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_3 = t21;
        __m256i t22 = (__m256i)((vcc_v8_int)i_v_3 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t23 = _mm256_cmpeq_epi32(t22, _mm256_set1_epi32(0));
        __m256i t24 = i_v_3;
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = _mm256_sub_epi32(t24, t25);
        __m256i t27 = t26;
        __m256i t28 = _mm256_set1_epi32(2147483647);
        __m256i t29 = t27;
        __m256i t30 = _mm256_sub_epi32(t28, t29);
        __m256i t31 = t30;
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(_mm256_setzero_si256(), t32);
        __m256i t34 = t33;
        __m256i t35 = _mm256_set1_epi32(2147483647);
        __m256i t36 = i_v_3;
        __m256i t37 = _mm256_sub_epi32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = _mm256_blendv_epi8(t34, t38, t23);
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 8L)], t39);
        __m256i t40 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_4 = t40;
        __m256i t41 = (__m256i)((vcc_v8_int)i_v_4 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t42 = _mm256_cmpeq_epi32(t41, _mm256_set1_epi32(0));
        __m256i t43 = i_v_4;
        __m256i t44 = _mm256_set1_epi32(1);
        __m256i t45 = _mm256_sub_epi32(t43, t44);
        __m256i t46 = t45;
        __m256i t47 = _mm256_set1_epi32(2147483647);
        __m256i t48 = t46;
        __m256i t49 = _mm256_sub_epi32(t47, t48);
        __m256i t50 = t49;
        __m256i t51 = t50;
        __m256i t52 = _mm256_sub_epi32(_mm256_setzero_si256(), t51);
        __m256i t53 = t52;
        __m256i t54 = _mm256_set1_epi32(2147483647);
        __m256i t55 = i_v_4;
        __m256i t56 = _mm256_sub_epi32(t54, t55);
        __m256i t57 = t56;
        __m256i t58 = _mm256_blendv_epi8(t53, t57, t42);
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 16L)], t58);
        __m256i t59 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_5 = t59;
        __m256i t60 = (__m256i)((vcc_v8_int)i_v_5 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t61 = _mm256_cmpeq_epi32(t60, _mm256_set1_epi32(0));
        __m256i t62 = i_v_5;
        __m256i t63 = _mm256_set1_epi32(1);
        __m256i t64 = _mm256_sub_epi32(t62, t63);
        __m256i t65 = t64;
        __m256i t66 = _mm256_set1_epi32(2147483647);
        __m256i t67 = t65;
        __m256i t68 = _mm256_sub_epi32(t66, t67);
        __m256i t69 = t68;
        __m256i t70 = t69;
        __m256i t71 = _mm256_sub_epi32(_mm256_setzero_si256(), t70);
        __m256i t72 = t71;
        __m256i t73 = _mm256_set1_epi32(2147483647);
        __m256i t74 = i_v_5;
        __m256i t75 = _mm256_sub_epi32(t73, t74);
        __m256i t76 = t75;
        __m256i t77 = _mm256_blendv_epi8(t72, t76, t61);
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 24L)], t77);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t78 = _mm256_set1_epi32(992);
    __m256i t79 = t78;
    __m256i i_v_1 = _mm256_add_epi32(t79, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    do {
        __m256i i_v_6 = i_v_1;
        __m256i t80 = (__m256i)((vcc_v8_int)i_v_6 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t81 = _mm256_cmpeq_epi32(t80, _mm256_set1_epi32(0));
        __m256i t82 = i_v_6;
        __m256i t83 = _mm256_set1_epi32(1);
        __m256i t84 = _mm256_sub_epi32(t82, t83);
        __m256i t85 = t84;
        __m256i t86 = _mm256_set1_epi32(2147483647);
        __m256i t87 = t85;
        __m256i t88 = _mm256_sub_epi32(t86, t87);
        __m256i t89 = t88;
        __m256i t90 = t89;
        __m256i t91 = _mm256_sub_epi32(_mm256_setzero_si256(), t90);
        __m256i t92 = t91;
        __m256i t93 = _mm256_set1_epi32(2147483647);
        __m256i t94 = i_v_6;
        __m256i t95 = _mm256_sub_epi32(t93, t94);
        __m256i t96 = t95;
        __m256i t97 = _mm256_blendv_epi8(t92, t96, t81);
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + i_vec_1)], t97);
        i_vec_1 += 8L;
        i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        int *t98 = &a[i];
        if ((i % 2) == 0) {
            t99 = 2147483647 - i;
        } else {
            t99 = -(2147483647 - (i - 1));
        }
        *t98 = t99;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t100 = &counts[c];
        int t101 = sum(*t100, a);
        printf("sum(%d) = %d\n", *t100, t101);
    }
    return 0;
}
