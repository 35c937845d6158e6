/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_walk(__m256i x, int limit);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_walk(__m256i x, int limit, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_count(__m256i x, int limit);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_count(__m256i x, int limit, __m256i mask);
/* A divergent loop whose header tests a uniform condition: the test stays a scalar branch, and
   when it fails every lane still in the loop leaves at once with its values of that iteration.
   `walk` also leaves by a varying `break` (to the same block, with other values) and by a varying
   `return` (to another block), so the exits' masks and values are kept per exit; `count` leaves
   only to one block with nothing passed, so no exit mask is carried at all. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(limit) */
int walk(int x, int limit) {
    int i = 0, acc = x, last = 0;
    while (i < limit) {
        last = acc & 7;
        if (acc > 1000) {
            acc = -acc;
            break;
        }
        acc = acc * 3 + i;
        if (acc % 5 == 0)
            return acc + 1;
        i++;
    }
    return acc + last * 100 + i;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_walk(__m256i x, int limit) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    __m256i t11;
    __m256i t12;
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
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)0);
    t10 = 0;
    t11 = x;
    t12 = (__m256i)(vcc_v8_int){0};
    t13 = (__m256i)(vcc_v8_int){0};
    t14 = (__m256i)(vcc_v8_int){0};
    t15 = (__m256i)(vcc_v8_int){0};
    t16 = (__m256i)(vcc_m8){0};
    t17 = (__m256i)(vcc_m8){0};
    t18 = (__m256i)(vcc_m8){0};
    t19 = (__m256i)(vcc_v8_int){0};
    t20 = (__m256i)(vcc_v8_int){0};
    while (t10 < limit) {
        t21 = _mm256_set1_epi32((int)7);
        t22 = _mm256_and_si256(t11, t21);
        t23 = _mm256_set1_epi32((int)1000);
        t24 = _mm256_cmpgt_epi32(t11, t23);
        t25 = _mm256_and_si256(t1, t24);
        t26 = (__m256i)~(vcc_m8)t24;
        t27 = _mm256_and_si256(t1, t26);
        if ((_mm256_movemask_epi8(t27) != 0)) {
            t29 = _mm256_set1_epi32((int)3);
            t30 = t11;
            t31 = t29;
            t32 = _mm256_mullo_epi32(t30, t31);
            t33 = t32;
            t34 = _mm256_set1_epi32((int)t10);
            t35 = t33;
            t36 = t34;
            t37 = _mm256_add_epi32(t35, t36);
            t38 = t37;
            t39 = _mm256_set1_epi32((int)5);
            t40 = _mm256_set1_epi32((int)1);
            t41 = _mm256_blendv_epi8(t40, t39, t27);
            t42 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)t41);
            t43 = _mm256_set1_epi32((int)0);
            t44 = _mm256_cmpeq_epi32(t42, t43);
            t8 = _mm256_and_si256(t27, t44);
            t45 = (__m256i)~(vcc_m8)t44;
            t9 = _mm256_and_si256(t27, t45);
            t46 = t38;
        } else {
            t46 = (__m256i)(vcc_v8_int){0};
            t8 = (__m256i)(vcc_m8){0};
            t9 = (__m256i)(vcc_m8){0};
        }
        t47 = _mm256_blendv_epi8(t12, t22, t1);
        t48 = _mm256_blendv_epi8(t13, t46, t27);
        t49 = _mm256_set1_epi32((int)t10);
        t50 = _mm256_blendv_epi8(t14, t49, t1);
        t51 = _mm256_blendv_epi8(t15, t11, t1);
        t52 = _mm256_or_si256(t17, t25);
        t53 = _mm256_or_si256(t18, t8);
        if (!(_mm256_movemask_epi8(t9) != 0)) {
            t54 = t47;
            t55 = t48;
            t3 = t50;
            t4 = t51;
            t5 = t16;
            t56 = t52;
            t57 = t53;
            t6 = t19;
            t7 = t20;
            goto L84;
        }
        t1 = t9;
        t10++;
        t11 = t46;
        t2 = t22;
        t12 = t47;
        t13 = t48;
        t14 = t50;
        t15 = t51;
        t17 = t52;
        t18 = t53;
    }
    t28 = _mm256_set1_epi32((int)t10);
    t3 = _mm256_blendv_epi8(t14, t28, t1);
    t4 = _mm256_blendv_epi8(t15, t11, t1);
    t5 = _mm256_or_si256(t16, t1);
    t6 = _mm256_blendv_epi8(t19, t11, t1);
    t7 = _mm256_blendv_epi8(t20, t2, t1);
    t54 = t12;
    t55 = t13;
    t56 = t17;
    t57 = t18;
L84:
    t58 = _mm256_set1_epi32((int)1);
    t59 = t55;
    t60 = t58;
    t61 = _mm256_add_epi32(t59, t60);
    t62 = t61;
    t63 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t62, t57);
    t64 = t4;
    t65 = _mm256_sub_epi32(_mm256_setzero_si256(), t64);
    t66 = t65;
    t67 = _mm256_or_si256(t5, t56);
    t68 = _mm256_blendv_epi8(t6, t66, t56);
    t69 = _mm256_blendv_epi8(t7, t54, t56);
    t70 = _mm256_set1_epi32((int)100);
    t71 = t69;
    t72 = t70;
    t73 = _mm256_mullo_epi32(t71, t72);
    t74 = t73;
    t75 = t68;
    t76 = t74;
    t77 = _mm256_add_epi32(t75, t76);
    t78 = t77;
    t79 = t78;
    t80 = t3;
    t81 = _mm256_add_epi32(t79, t80);
    t82 = t81;
    t83 = _mm256_blendv_epi8(t63, t82, t67);
    return t83;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vu_walk(__m256i x, int limit, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    __m256i t11;
    __m256i t12;
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
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)0);
    t10 = 0;
    t11 = x;
    t12 = (__m256i)(vcc_v8_int){0};
    t13 = (__m256i)(vcc_v8_int){0};
    t14 = (__m256i)(vcc_v8_int){0};
    t15 = (__m256i)(vcc_v8_int){0};
    t16 = (__m256i)(vcc_m8){0};
    t17 = (__m256i)(vcc_m8){0};
    t18 = (__m256i)(vcc_m8){0};
    t19 = (__m256i)(vcc_v8_int){0};
    t20 = (__m256i)(vcc_v8_int){0};
    while (t10 < limit) {
        t21 = _mm256_set1_epi32((int)7);
        t22 = _mm256_and_si256(t11, t21);
        t23 = _mm256_set1_epi32((int)1000);
        t24 = _mm256_cmpgt_epi32(t11, t23);
        t25 = _mm256_and_si256(t1, t24);
        t26 = (__m256i)~(vcc_m8)t24;
        t27 = _mm256_and_si256(t1, t26);
        if ((_mm256_movemask_epi8(t27) != 0)) {
            t29 = _mm256_set1_epi32((int)3);
            t30 = t11;
            t31 = t29;
            t32 = _mm256_mullo_epi32(t30, t31);
            t33 = t32;
            t34 = _mm256_set1_epi32((int)t10);
            t35 = t33;
            t36 = t34;
            t37 = _mm256_add_epi32(t35, t36);
            t38 = t37;
            t39 = _mm256_set1_epi32((int)5);
            t40 = _mm256_set1_epi32((int)1);
            t41 = _mm256_blendv_epi8(t40, t39, t27);
            t42 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)t41);
            t43 = _mm256_set1_epi32((int)0);
            t44 = _mm256_cmpeq_epi32(t42, t43);
            t8 = _mm256_and_si256(t27, t44);
            t45 = (__m256i)~(vcc_m8)t44;
            t9 = _mm256_and_si256(t27, t45);
            t46 = t38;
        } else {
            t46 = (__m256i)(vcc_v8_int){0};
            t8 = (__m256i)(vcc_m8){0};
            t9 = (__m256i)(vcc_m8){0};
        }
        t47 = _mm256_blendv_epi8(t12, t22, t1);
        t48 = _mm256_blendv_epi8(t13, t46, t27);
        t49 = _mm256_set1_epi32((int)t10);
        t50 = _mm256_blendv_epi8(t14, t49, t1);
        t51 = _mm256_blendv_epi8(t15, t11, t1);
        t52 = _mm256_or_si256(t17, t25);
        t53 = _mm256_or_si256(t18, t8);
        if (!(_mm256_movemask_epi8(t9) != 0)) {
            t54 = t47;
            t55 = t48;
            t3 = t50;
            t4 = t51;
            t5 = t16;
            t56 = t52;
            t57 = t53;
            t6 = t19;
            t7 = t20;
            goto L84;
        }
        t1 = t9;
        t10++;
        t11 = t46;
        t2 = t22;
        t12 = t47;
        t13 = t48;
        t14 = t50;
        t15 = t51;
        t17 = t52;
        t18 = t53;
    }
    t28 = _mm256_set1_epi32((int)t10);
    t3 = _mm256_blendv_epi8(t14, t28, t1);
    t4 = _mm256_blendv_epi8(t15, t11, t1);
    t5 = _mm256_or_si256(t16, t1);
    t6 = _mm256_blendv_epi8(t19, t11, t1);
    t7 = _mm256_blendv_epi8(t20, t2, t1);
    t54 = t12;
    t55 = t13;
    t56 = t17;
    t57 = t18;
L84:
    t58 = _mm256_set1_epi32((int)1);
    t59 = t55;
    t60 = t58;
    t61 = _mm256_add_epi32(t59, t60);
    t62 = t61;
    t63 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t62, t57);
    t64 = t4;
    t65 = _mm256_sub_epi32(_mm256_setzero_si256(), t64);
    t66 = t65;
    t67 = _mm256_or_si256(t5, t56);
    t68 = _mm256_blendv_epi8(t6, t66, t56);
    t69 = _mm256_blendv_epi8(t7, t54, t56);
    t70 = _mm256_set1_epi32((int)100);
    t71 = t69;
    t72 = t70;
    t73 = _mm256_mullo_epi32(t71, t72);
    t74 = t73;
    t75 = t68;
    t76 = t74;
    t77 = _mm256_add_epi32(t75, t76);
    t78 = t77;
    t79 = t78;
    t80 = t3;
    t81 = _mm256_add_epi32(t79, t80);
    t82 = t81;
    t83 = _mm256_blendv_epi8(t63, t82, t67);
    return t83;
}

/* #pragma omp declare simd uniform(limit) */
int count(int x, int limit) {
    int n = 0;
    while (n < limit && x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
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
    t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t5 = t4;
    t6 = 0;
    t3 = x;
    t7 = (__m256i)(vcc_v8_int){0};
    while (t6 < limit) {
        t8 = _mm256_set1_epi32((int)1);
        t9 = _mm256_xor_si256(_mm256_cmpeq_epi32(t3, t8), _mm256_set1_epi32(-1));
        t10 = _mm256_and_si256(t5, t9);
        t11 = _mm256_set1_epi32((int)1);
        t12 = _mm256_and_si256(t3, t11);
        t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        t14 = _mm256_and_si256(t10, t13);
        t15 = (__m256i)~(vcc_m8)t13;
        t16 = _mm256_and_si256(t10, t15);
        if ((_mm256_movemask_epi8(t16) != 0)) {
            t18 = _mm256_set1_epi32((int)2);
            t19 = _mm256_set1_epi32((int)1);
            t20 = _mm256_blendv_epi8(t19, t18, t16);
            t2 = (__m256i)((vcc_v8_int)t3 / (vcc_v8_int)t20);
            t21 = t16;
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t21 = (__m256i)(vcc_m8){0};
        }
        t22 = _mm256_set1_epi32((int)3);
        t23 = t22;
        t24 = t3;
        t25 = _mm256_mullo_epi32(t23, t24);
        t26 = t25;
        t27 = _mm256_set1_epi32((int)1);
        t28 = t26;
        t29 = t27;
        t30 = _mm256_add_epi32(t28, t29);
        t31 = t30;
        t32 = _mm256_or_si256(t14, t21);
        t3 = _mm256_blendv_epi8(t31, t2, t21);
        t33 = _mm256_set1_epi32((int)t6);
        t34 = _mm256_blendv_epi8(t7, t33, t5);
        if (!(_mm256_movemask_epi8(t32) != 0)) {
            t1 = t34;
            goto L36;
        }
        t5 = t32;
        t6++;
        t7 = t34;
    }
    t17 = _mm256_set1_epi32((int)t6);
    t1 = _mm256_blendv_epi8(t7, t17, t5);
L36:
    t35 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t1, t4);
    return t35;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vu_count(__m256i x, int limit, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
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
    t4 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t5 = t4;
    t6 = 0;
    t3 = x;
    t7 = (__m256i)(vcc_v8_int){0};
    while (t6 < limit) {
        t8 = _mm256_set1_epi32((int)1);
        t9 = _mm256_xor_si256(_mm256_cmpeq_epi32(t3, t8), _mm256_set1_epi32(-1));
        t10 = _mm256_and_si256(t5, t9);
        t11 = _mm256_set1_epi32((int)1);
        t12 = _mm256_and_si256(t3, t11);
        t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        t14 = _mm256_and_si256(t10, t13);
        t15 = (__m256i)~(vcc_m8)t13;
        t16 = _mm256_and_si256(t10, t15);
        if ((_mm256_movemask_epi8(t16) != 0)) {
            t18 = _mm256_set1_epi32((int)2);
            t19 = _mm256_set1_epi32((int)1);
            t20 = _mm256_blendv_epi8(t19, t18, t16);
            t2 = (__m256i)((vcc_v8_int)t3 / (vcc_v8_int)t20);
            t21 = t16;
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t21 = (__m256i)(vcc_m8){0};
        }
        t22 = _mm256_set1_epi32((int)3);
        t23 = t22;
        t24 = t3;
        t25 = _mm256_mullo_epi32(t23, t24);
        t26 = t25;
        t27 = _mm256_set1_epi32((int)1);
        t28 = t26;
        t29 = t27;
        t30 = _mm256_add_epi32(t28, t29);
        t31 = t30;
        t32 = _mm256_or_si256(t14, t21);
        t3 = _mm256_blendv_epi8(t31, t2, t21);
        t33 = _mm256_set1_epi32((int)t6);
        t34 = _mm256_blendv_epi8(t7, t33, t5);
        if (!(_mm256_movemask_epi8(t32) != 0)) {
            t1 = t34;
            goto L36;
        }
        t5 = t32;
        t6++;
        t7 = t34;
    }
    t17 = _mm256_set1_epi32((int)t6);
    t1 = _mm256_blendv_epi8(t7, t17, t5);
L36:
    t35 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t1, t4);
    return t35;
}

v8i _ZGVdN8vu_walk(v8i, int);
v8i _ZGVdM8vu_walk(v8i, int, v8i);
v8i _ZGVdN8vu_count(v8i, int);
v8i _ZGVdM8vu_count(v8i, int, v8i);

int main(void) {
    for (int row = 0; row < 16; row++) {
        int x[8], m[8], a[8], b[8], c[8], d[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            m[k] = (k * 5 + row) % 3 != 0;
        }
        int limit = row;
        FROM_VEC(a, _ZGVdN8vu_walk(TO_VEC(v8i, x), limit));
        FROM_VEC(b, _ZGVdM8vu_walk(TO_VEC(v8i, x), limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++)
            x[k] = x[k] < 1 ? 1 - x[k] : x[k];
        FROM_VEC(c, _ZGVdN8vu_count(TO_VEC(v8i, x), 4 * limit));
        FROM_VEC(d, _ZGVdM8vu_count(TO_VEC(v8i, x), 4 * limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++) {
            printf("%d %d %d %d", walk((k * 37 + row * 11) % 61 - 20, limit), a[k], count(x[k], 4 * limit), c[k]);
            if (m[k])
                printf(" %d %d", b[k], d[k]);
            printf("\n");
        }
    }
    return 0;
}
