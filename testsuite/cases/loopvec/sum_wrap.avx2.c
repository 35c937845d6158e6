/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
__attribute__((target("avx2"))) int sum(int n, const int *a) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = t6;
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t7;
            t11 = _mm256_add_epi32(t5, t10);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t9;
            t5 = t11;
        }
        t13 = _mm256_add_epi32(t9, t11);
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t13));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long t1;
    long t2;
    int t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    int t12;
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
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    long t91;
    int i;
    int *t92;
    int t93;
    unsigned int c;
    int t94;
    if (1003L >= 32L) {
        t1 = 1003L & -32L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = _mm256_set1_epi32((int)t3);
            t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = (int)((long)0 + (t2 + 8L));
            t7 = _mm256_set1_epi32((int)t6);
            t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = (int)((long)0 + (t2 + 16L));
            t10 = _mm256_set1_epi32((int)t9);
            t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = (int)((long)0 + (t2 + 24L));
            t13 = _mm256_set1_epi32((int)t12);
            t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t15 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t16 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t17 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t18 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32((int)2));
            t19 = _mm256_cmpeq_epi32(t15, _mm256_set1_epi32((int)0));
            t20 = _mm256_cmpeq_epi32(t16, _mm256_set1_epi32((int)0));
            t21 = _mm256_cmpeq_epi32(t17, _mm256_set1_epi32((int)0));
            t22 = _mm256_cmpeq_epi32(t18, _mm256_set1_epi32((int)0));
            t23 = (__m256i)~(vcc_m8)t19;
            t24 = (__m256i)~(vcc_m8)t20;
            t25 = (__m256i)~(vcc_m8)t21;
            t26 = (__m256i)~(vcc_m8)t22;
            t27 = t5;
            t28 = _mm256_set1_epi32((int)1);
            t29 = _mm256_sub_epi32(t27, t28);
            t30 = t29;
            t31 = t8;
            t32 = _mm256_set1_epi32((int)1);
            t33 = _mm256_sub_epi32(t31, t32);
            t34 = t33;
            t35 = t11;
            t36 = _mm256_set1_epi32((int)1);
            t37 = _mm256_sub_epi32(t35, t36);
            t38 = t37;
            t39 = t14;
            t40 = _mm256_set1_epi32((int)1);
            t41 = _mm256_sub_epi32(t39, t40);
            t42 = t41;
            t43 = _mm256_set1_epi32((int)2147483647);
            t44 = t30;
            t45 = _mm256_sub_epi32(t43, t44);
            t46 = t45;
            t47 = _mm256_set1_epi32((int)2147483647);
            t48 = t34;
            t49 = _mm256_sub_epi32(t47, t48);
            t50 = t49;
            t51 = _mm256_set1_epi32((int)2147483647);
            t52 = t38;
            t53 = _mm256_sub_epi32(t51, t52);
            t54 = t53;
            t55 = _mm256_set1_epi32((int)2147483647);
            t56 = t42;
            t57 = _mm256_sub_epi32(t55, t56);
            t58 = t57;
            t59 = t46;
            t60 = _mm256_sub_epi32(_mm256_setzero_si256(), t59);
            t61 = t60;
            t62 = t50;
            t63 = _mm256_sub_epi32(_mm256_setzero_si256(), t62);
            t64 = t63;
            t65 = t54;
            t66 = _mm256_sub_epi32(_mm256_setzero_si256(), t65);
            t67 = t66;
            t68 = t58;
            t69 = _mm256_sub_epi32(_mm256_setzero_si256(), t68);
            t70 = t69;
            t71 = _mm256_set1_epi32((int)2147483647);
            t72 = t5;
            t73 = _mm256_sub_epi32(t71, t72);
            t74 = t73;
            t75 = _mm256_set1_epi32((int)2147483647);
            t76 = t8;
            t77 = _mm256_sub_epi32(t75, t76);
            t78 = t77;
            t79 = _mm256_set1_epi32((int)2147483647);
            t80 = t11;
            t81 = _mm256_sub_epi32(t79, t80);
            t82 = t81;
            t83 = _mm256_set1_epi32((int)2147483647);
            t84 = t14;
            t85 = _mm256_sub_epi32(t83, t84);
            t86 = t85;
            t87 = _mm256_blendv_epi8(t74, t61, t23);
            t88 = _mm256_blendv_epi8(t78, t64, t24);
            t89 = _mm256_blendv_epi8(t82, t67, t25);
            t90 = _mm256_blendv_epi8(t86, t70, t26);
            _mm256_storeu_si256((__m256i *)&a[t3], t87);
            _mm256_storeu_si256((__m256i *)&a[t6], t88);
            _mm256_storeu_si256((__m256i *)&a[t9], t89);
            _mm256_storeu_si256((__m256i *)&a[t12], t90);
            t91 = t2 + 32L;
            if (t91 >= t1) {
                break;
            }
            t2 = t91;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        t92 = &a[i];
        if ((i % 2) == 0) {
            t93 = 2147483647 - i;
        } else {
            t93 = -(2147483647 - (i - 1));
        }
        *t92 = t93;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t94 = sum(counts[c], a);
        printf("sum(%d) = %d\n", counts[c], t94);
    }
    return 0;
}
