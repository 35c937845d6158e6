/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i);
__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i);
/* Gathers of bytes and shorts converted to int or float right away, called from loops of 16
   lanes: on AVX-512 the 'e' variants gather the 16 aligned dwords that hold the elements in one
   `vpgatherdd zmm` and shift each element out (midend wfv widen_gathers.rs), masked in the
   `inbranch` ones. The arrays are malloc'd exactly as long as the scalar code reads and read
   through base pointers at offsets 0-3 from an aligned address, with negative and repeated
   indices; lanes a condition turns off have indices far out of range. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i) {
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_add_epi32(t5, t3);
    __m256i t7 = _mm256_set1_epi32(2);
    __m256i t8 = _mm256_srav_epi32(i, t7);
    __m256i t9 = _mm256_set1_epi32(2);
    __m256i t10 = _mm256_srav_epi32(t6, t9);
    __m256i t11 = _mm256_add_epi32(t8, t10);
    __m256i t12 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t11, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t6, t13);
    __m256i t15 = _mm256_set1_epi32(3);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_sllv_epi32(t16, t13);
    __m256i t18 = t12;
    __m256i t19 = t17;
    __m256i t20 = _mm256_sllv_epi32(t18, t19);
    __m256i t21 = _mm256_set1_epi32(24);
    __m256i t22 = t21;
    __m256i t23 = _mm256_srlv_epi32(t20, t22);
    __m256i t24 = t23;
    __m256i t25 = _mm256_set1_epi32(1);
    __m256i t26 = _mm256_add_epi32(t24, t25);
    return t26;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(3);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_add_epi32(t6, t4);
    __m256i t8 = _mm256_set1_epi32(2);
    __m256i t9 = _mm256_srav_epi32(i, t8);
    __m256i t10 = _mm256_set1_epi32(2);
    __m256i t11 = _mm256_srav_epi32(t7, t10);
    __m256i t12 = _mm256_add_epi32(t9, t11);
    __m256i t13 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t12, t1, 4);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_and_si256(t7, t14);
    __m256i t16 = _mm256_set1_epi32(3);
    __m256i t17 = _mm256_sub_epi32(t16, t15);
    __m256i t18 = _mm256_sllv_epi32(t17, t14);
    __m256i t19 = t13;
    __m256i t20 = t18;
    __m256i t21 = _mm256_sllv_epi32(t19, t20);
    __m256i t22 = _mm256_set1_epi32(24);
    __m256i t23 = t21;
    __m256i t24 = _mm256_srav_epi32(t23, t22);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = t24;
    __m256i t27 = t25;
    __m256i t28 = _mm256_mullo_epi32(t26, t27);
    __m256i t29 = t28;
    __m256i t30 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t29, t1);
    return t30;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(1);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_set1_epi32(1);
    __m256i t8 = _mm256_sllv_epi32(t6, t7);
    __m256i t9 = _mm256_add_epi32(t8, t4);
    __m256i t10 = _mm256_set1_epi32(1);
    __m256i t11 = _mm256_srav_epi32(i, t10);
    __m256i t12 = _mm256_set1_epi32(2);
    __m256i t13 = _mm256_srav_epi32(t9, t12);
    __m256i t14 = _mm256_add_epi32(t11, t13);
    __m256i t15 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t14, t1, 4);
    __m256i t16 = _mm256_set1_epi32(3);
    __m256i t17 = _mm256_and_si256(t9, t16);
    __m256i t18 = _mm256_set1_epi32(2);
    __m256i t19 = _mm256_sub_epi32(t18, t17);
    __m256i t20 = _mm256_sllv_epi32(t19, t16);
    __m256i t21 = t15;
    __m256i t22 = t20;
    __m256i t23 = _mm256_sllv_epi32(t21, t22);
    __m256i t24 = _mm256_set1_epi32(16);
    __m256i t25 = t24;
    __m256i t26 = _mm256_srlv_epi32(t23, t25);
    __m256i t27 = t26;
    __m256i t28 = _mm256_set1_epi32(7);
    __m256i t29 = t27;
    __m256i t30 = t28;
    __m256i t31 = _mm256_sub_epi32(t29, t30);
    __m256i t32 = t31;
    __m256i t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t32, t1);
    return t33;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i) {
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_set1_epi32(1);
    __m256i t7 = _mm256_sllv_epi32(t5, t6);
    __m256i t8 = _mm256_add_epi32(t7, t3);
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_srav_epi32(i, t9);
    __m256i t11 = _mm256_set1_epi32(2);
    __m256i t12 = _mm256_srav_epi32(t8, t11);
    __m256i t13 = _mm256_add_epi32(t10, t12);
    __m256i t14 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t13, 4);
    __m256i t15 = _mm256_set1_epi32(3);
    __m256i t16 = _mm256_and_si256(t8, t15);
    __m256i t17 = _mm256_set1_epi32(2);
    __m256i t18 = _mm256_sub_epi32(t17, t16);
    __m256i t19 = _mm256_sllv_epi32(t18, t15);
    __m256i t20 = t14;
    __m256i t21 = t19;
    __m256i t22 = _mm256_sllv_epi32(t20, t21);
    __m256i t23 = _mm256_set1_epi32(16);
    __m256i t24 = t22;
    __m256i t25 = _mm256_srav_epi32(t24, t23);
    __m256 t26 = _mm256_cvtepi32_ps(t25);
    __m256 t27 = _mm256_set1_ps(0.5f);
    __m256 t28 = _mm256_mul_ps(t26, t27);
    return t28;
}

#define M 203
int idx[M], out[M];
float fout[M];

extern __typeof__(idx) idx __attribute__((aligned(32)));
extern __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void all_u8(const unsigned char *v, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            int *t7 = &out[t6];
            __m256i t8 = _mm256_loadu_si256((const __m256i *)&idx[t6]);
            unsigned long t20 = (unsigned long)v;
            unsigned long t21 = t20 & 3UL;
            __m256i t22 = _mm256_set1_epi32((int)(int)t21);
            __m256i t23 = _mm256_set1_epi32(3);
            __m256i t24 = _mm256_and_si256(t8, t23);
            __m256i t25 = _mm256_add_epi32(t24, t22);
            __m256i t26 = _mm256_set1_epi32(2);
            __m256i t27 = _mm256_srav_epi32(t8, t26);
            __m256i t28 = _mm256_set1_epi32(2);
            __m256i t29 = _mm256_srav_epi32(t25, t28);
            __m256i t30 = _mm256_add_epi32(t27, t29);
            __m256i t31 = _mm256_i32gather_epi32((const int *)(const int *)(t20 - t21), t30, 4);
            __m256i t32 = _mm256_set1_epi32(3);
            __m256i t33 = _mm256_and_si256(t25, t32);
            __m256i t34 = _mm256_set1_epi32(3);
            __m256i t35 = _mm256_sub_epi32(t34, t33);
            __m256i t36 = _mm256_sllv_epi32(t35, t32);
            __m256i t37 = t31;
            __m256i t38 = t36;
            __m256i t39 = _mm256_sllv_epi32(t37, t38);
            __m256i t40 = _mm256_set1_epi32(24);
            __m256i t41 = t40;
            __m256i t42 = _mm256_srlv_epi32(t39, t41);
            __m256i t43 = t42;
            __m256i t44 = _mm256_set1_epi32(1);
            __m256i t45 = _mm256_add_epi32(t43, t44);
            _mm256_storeu_si256((__m256i *)t7, t45);
            long t17 = (long)(int)t5;
            int *t18 = &out[t17];
            __m256i t19 = _mm256_loadu_si256((const __m256i *)&idx[t17]);
            unsigned long t72 = (unsigned long)v;
            unsigned long t73 = t72 & 3UL;
            __m256i t74 = _mm256_set1_epi32((int)(int)t73);
            __m256i t75 = _mm256_set1_epi32(3);
            __m256i t76 = _mm256_and_si256(t19, t75);
            __m256i t77 = _mm256_add_epi32(t76, t74);
            __m256i t78 = _mm256_set1_epi32(2);
            __m256i t79 = _mm256_srav_epi32(t19, t78);
            __m256i t80 = _mm256_set1_epi32(2);
            __m256i t81 = _mm256_srav_epi32(t77, t80);
            __m256i t82 = _mm256_add_epi32(t79, t81);
            __m256i t83 = _mm256_i32gather_epi32((const int *)(const int *)(t72 - t73), t82, 4);
            __m256i t84 = _mm256_set1_epi32(3);
            __m256i t85 = _mm256_and_si256(t77, t84);
            __m256i t86 = _mm256_set1_epi32(3);
            __m256i t87 = _mm256_sub_epi32(t86, t85);
            __m256i t88 = _mm256_sllv_epi32(t87, t84);
            __m256i t89 = t83;
            __m256i t90 = t88;
            __m256i t91 = _mm256_sllv_epi32(t89, t90);
            __m256i t92 = _mm256_set1_epi32(24);
            __m256i t93 = t92;
            __m256i t94 = _mm256_srlv_epi32(t91, t93);
            __m256i t95 = t94;
            __m256i t96 = _mm256_set1_epi32(1);
            __m256i t97 = _mm256_add_epi32(t95, t96);
            _mm256_storeu_si256((__m256i *)t18, t97);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            int *t13 = &out[t12];
            __m256i t14 = _mm256_loadu_si256((const __m256i *)&idx[t12]);
            unsigned long t46 = (unsigned long)v;
            unsigned long t47 = t46 & 3UL;
            __m256i t48 = _mm256_set1_epi32((int)(int)t47);
            __m256i t49 = _mm256_set1_epi32(3);
            __m256i t50 = _mm256_and_si256(t14, t49);
            __m256i t51 = _mm256_add_epi32(t50, t48);
            __m256i t52 = _mm256_set1_epi32(2);
            __m256i t53 = _mm256_srav_epi32(t14, t52);
            __m256i t54 = _mm256_set1_epi32(2);
            __m256i t55 = _mm256_srav_epi32(t51, t54);
            __m256i t56 = _mm256_add_epi32(t53, t55);
            __m256i t57 = _mm256_i32gather_epi32((const int *)(const int *)(t46 - t47), t56, 4);
            __m256i t58 = _mm256_set1_epi32(3);
            __m256i t59 = _mm256_and_si256(t51, t58);
            __m256i t60 = _mm256_set1_epi32(3);
            __m256i t61 = _mm256_sub_epi32(t60, t59);
            __m256i t62 = _mm256_sllv_epi32(t61, t58);
            __m256i t63 = t57;
            __m256i t64 = t62;
            __m256i t65 = _mm256_sllv_epi32(t63, t64);
            __m256i t66 = _mm256_set1_epi32(24);
            __m256i t67 = t66;
            __m256i t68 = _mm256_srlv_epi32(t65, t67);
            __m256i t69 = t68;
            __m256i t70 = _mm256_set1_epi32(1);
            __m256i t71 = _mm256_add_epi32(t69, t70);
            _mm256_storeu_si256((__m256i *)t13, t71);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = idx[t15];
        out[t15] = (_mm256_zeroupper(), get_u8(v, t16));
    }
}

__attribute__((target("avx2"))) void some_s8(const signed char *v, int n) {
    int t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)&idx[t6]);
            __m256i t8 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t7);
            __m256i t9 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t6 * 4UL), t8);
            __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t8);
            __m256i t32 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
            unsigned long t33 = (unsigned long)v;
            unsigned long t34 = t33 & 3UL;
            __m256i t35 = _mm256_set1_epi32((int)(int)t34);
            __m256i t36 = _mm256_set1_epi32(3);
            __m256i t37 = _mm256_and_si256(t7, t36);
            __m256i t38 = _mm256_add_epi32(t37, t35);
            __m256i t39 = _mm256_set1_epi32(2);
            __m256i t40 = _mm256_srav_epi32(t7, t39);
            __m256i t41 = _mm256_set1_epi32(2);
            __m256i t42 = _mm256_srav_epi32(t38, t41);
            __m256i t43 = _mm256_add_epi32(t40, t42);
            __m256i t44 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t33 - t34), t43, t32, 4);
            __m256i t45 = _mm256_set1_epi32(3);
            __m256i t46 = _mm256_and_si256(t38, t45);
            __m256i t47 = _mm256_set1_epi32(3);
            __m256i t48 = _mm256_sub_epi32(t47, t46);
            __m256i t49 = _mm256_sllv_epi32(t48, t45);
            __m256i t50 = t44;
            __m256i t51 = t49;
            __m256i t52 = _mm256_sllv_epi32(t50, t51);
            __m256i t53 = _mm256_set1_epi32(24);
            __m256i t54 = t52;
            __m256i t55 = _mm256_srav_epi32(t54, t53);
            __m256i t56 = _mm256_set1_epi32(3);
            __m256i t57 = t55;
            __m256i t58 = t56;
            __m256i t59 = _mm256_mullo_epi32(t57, t58);
            __m256i t60 = t59;
            __m256i t61 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t60, t32);
            __m256i t23 = t9;
            __m256i t24 = t61;
            __m256i t25 = _mm256_add_epi32(t23, t24);
            __m256i t26 = t25;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t6 * 4UL), t8, t26);
            long t27 = (long)(int)t5;
            __m256i t28 = _mm256_loadu_si256((const __m256i *)&idx[t27]);
            __m256i t29 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t28);
            __m256i t30 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t27 * 4UL), t29);
            __m256i t31 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t29);
            __m256i t100 = (__m256i)(vcc_m8)((vcc_v8_int)t31 != (vcc_v8_int){0});
            unsigned long t101 = (unsigned long)v;
            unsigned long t102 = t101 & 3UL;
            __m256i t103 = _mm256_set1_epi32((int)(int)t102);
            __m256i t104 = _mm256_set1_epi32(3);
            __m256i t105 = _mm256_and_si256(t28, t104);
            __m256i t106 = _mm256_add_epi32(t105, t103);
            __m256i t107 = _mm256_set1_epi32(2);
            __m256i t108 = _mm256_srav_epi32(t28, t107);
            __m256i t109 = _mm256_set1_epi32(2);
            __m256i t110 = _mm256_srav_epi32(t106, t109);
            __m256i t111 = _mm256_add_epi32(t108, t110);
            __m256i t112 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t101 - t102), t111, t100, 4);
            __m256i t113 = _mm256_set1_epi32(3);
            __m256i t114 = _mm256_and_si256(t106, t113);
            __m256i t115 = _mm256_set1_epi32(3);
            __m256i t116 = _mm256_sub_epi32(t115, t114);
            __m256i t117 = _mm256_sllv_epi32(t116, t113);
            __m256i t118 = t112;
            __m256i t119 = t117;
            __m256i t120 = _mm256_sllv_epi32(t118, t119);
            __m256i t121 = _mm256_set1_epi32(24);
            __m256i t122 = t120;
            __m256i t123 = _mm256_srav_epi32(t122, t121);
            __m256i t124 = _mm256_set1_epi32(3);
            __m256i t125 = t123;
            __m256i t126 = t124;
            __m256i t127 = _mm256_mullo_epi32(t125, t126);
            __m256i t128 = t127;
            __m256i t129 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t128, t100);
            __m256i t96 = t30;
            __m256i t97 = t129;
            __m256i t98 = _mm256_add_epi32(t96, t97);
            __m256i t99 = t98;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t27 * 4UL), t29, t99);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)t4;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            long t14 = (long)(int)((long)t11 + t1);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)&idx[t14]);
            __m256i t16 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t15);
            __m256i t17 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t14 * 4UL), t16);
            __m256i t18 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t16);
            __m256i t66 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
            unsigned long t67 = (unsigned long)v;
            unsigned long t68 = t67 & 3UL;
            __m256i t69 = _mm256_set1_epi32((int)(int)t68);
            __m256i t70 = _mm256_set1_epi32(3);
            __m256i t71 = _mm256_and_si256(t15, t70);
            __m256i t72 = _mm256_add_epi32(t71, t69);
            __m256i t73 = _mm256_set1_epi32(2);
            __m256i t74 = _mm256_srav_epi32(t15, t73);
            __m256i t75 = _mm256_set1_epi32(2);
            __m256i t76 = _mm256_srav_epi32(t72, t75);
            __m256i t77 = _mm256_add_epi32(t74, t76);
            __m256i t78 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t67 - t68), t77, t66, 4);
            __m256i t79 = _mm256_set1_epi32(3);
            __m256i t80 = _mm256_and_si256(t72, t79);
            __m256i t81 = _mm256_set1_epi32(3);
            __m256i t82 = _mm256_sub_epi32(t81, t80);
            __m256i t83 = _mm256_sllv_epi32(t82, t79);
            __m256i t84 = t78;
            __m256i t85 = t83;
            __m256i t86 = _mm256_sllv_epi32(t84, t85);
            __m256i t87 = _mm256_set1_epi32(24);
            __m256i t88 = t86;
            __m256i t89 = _mm256_srav_epi32(t88, t87);
            __m256i t90 = _mm256_set1_epi32(3);
            __m256i t91 = t89;
            __m256i t92 = t90;
            __m256i t93 = _mm256_mullo_epi32(t91, t92);
            __m256i t94 = t93;
            __m256i t95 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t94, t66);
            __m256i t62 = t17;
            __m256i t63 = t95;
            __m256i t64 = _mm256_add_epi32(t62, t63);
            __m256i t65 = t64;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t14 * 4UL), t16, t65);
            t1 += 8L;
            if (t1 >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t20 = idx[t19];
        if (t20 < 1000) {
            int *t21 = &out[t19];
            int t22 = *t21;
            *t21 = t22 + (_mm256_zeroupper(), get_s8(v, t20));
        }
    }
}

__attribute__((target("avx2"))) void some_u16(const unsigned short *v, int n) {
    int i;
    int t20;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = t5;
        __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        for (;;) {
            int t7 = (int)t2;
            __m256i t8 = t1;
            __m256i t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32(4));
            __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32(2)), _mm256_set1_epi32(-1));
            __m256i t11 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)(long)t7 * 4UL), t10);
            __m256i t12 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t11);
            __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            __m256i t14 = _mm256_blendv_epi8(_mm256_set1_epi32(0), t13, t10);
            __m256i t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t14, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            long t16 = (long)t7;
            __m256i t17 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15);
            __m256i t18 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)t16 * 4UL), t15);
            __m256i t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t15);
            __m256i t26 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
            unsigned long t27 = (unsigned long)v;
            unsigned long t28 = t27 & 3UL;
            __m256i t29 = _mm256_set1_epi32((int)(int)t28);
            __m256i t30 = _mm256_set1_epi32(1);
            __m256i t31 = _mm256_and_si256(t18, t30);
            __m256i t32 = _mm256_set1_epi32(1);
            __m256i t33 = _mm256_sllv_epi32(t31, t32);
            __m256i t34 = _mm256_add_epi32(t33, t29);
            __m256i t35 = _mm256_set1_epi32(1);
            __m256i t36 = _mm256_srav_epi32(t18, t35);
            __m256i t37 = _mm256_set1_epi32(2);
            __m256i t38 = _mm256_srav_epi32(t34, t37);
            __m256i t39 = _mm256_add_epi32(t36, t38);
            __m256i t40 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t27 - t28), t39, t26, 4);
            __m256i t41 = _mm256_set1_epi32(3);
            __m256i t42 = _mm256_and_si256(t34, t41);
            __m256i t43 = _mm256_set1_epi32(2);
            __m256i t44 = _mm256_sub_epi32(t43, t42);
            __m256i t45 = _mm256_sllv_epi32(t44, t41);
            __m256i t46 = t40;
            __m256i t47 = t45;
            __m256i t48 = _mm256_sllv_epi32(t46, t47);
            __m256i t49 = _mm256_set1_epi32(16);
            __m256i t50 = t49;
            __m256i t51 = _mm256_srlv_epi32(t48, t50);
            __m256i t52 = t51;
            __m256i t53 = _mm256_set1_epi32(7);
            __m256i t54 = t52;
            __m256i t55 = t53;
            __m256i t56 = _mm256_sub_epi32(t54, t55);
            __m256i t57 = t56;
            __m256i t58 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t57, t26);
            __m256i t25 = _mm256_xor_si256(t17, t58);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15, t25);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            if (t2 >= t4) {
                i = (int)t4;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t20 = (idx[i] < 1000) != 0;
        } else {
            t20 = 0;
        }
        if (t20) {
            long t21 = (long)i;
            int *t22 = &out[t21];
            int t23 = *t22;
            int t24 = idx[t21];
            *t22 = t23 ^ (_mm256_zeroupper(), get_u16(v, t24));
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(32)));
__attribute__((target("avx2"))) void all_s16f(const short *v, int n) {
    int t9;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            long t6 = (long)(int)t2;
            float *t7 = &fout[t6];
            __m256i t8 = _mm256_loadu_si256((const __m256i *)&idx[t6]);
            unsigned long t20 = (unsigned long)v;
            unsigned long t21 = t20 & 3UL;
            __m256i t22 = _mm256_set1_epi32((int)(int)t21);
            __m256i t23 = _mm256_set1_epi32(1);
            __m256i t24 = _mm256_and_si256(t8, t23);
            __m256i t25 = _mm256_set1_epi32(1);
            __m256i t26 = _mm256_sllv_epi32(t24, t25);
            __m256i t27 = _mm256_add_epi32(t26, t22);
            __m256i t28 = _mm256_set1_epi32(1);
            __m256i t29 = _mm256_srav_epi32(t8, t28);
            __m256i t30 = _mm256_set1_epi32(2);
            __m256i t31 = _mm256_srav_epi32(t27, t30);
            __m256i t32 = _mm256_add_epi32(t29, t31);
            __m256i t33 = _mm256_i32gather_epi32((const int *)(const int *)(t20 - t21), t32, 4);
            __m256i t34 = _mm256_set1_epi32(3);
            __m256i t35 = _mm256_and_si256(t27, t34);
            __m256i t36 = _mm256_set1_epi32(2);
            __m256i t37 = _mm256_sub_epi32(t36, t35);
            __m256i t38 = _mm256_sllv_epi32(t37, t34);
            __m256i t39 = t33;
            __m256i t40 = t38;
            __m256i t41 = _mm256_sllv_epi32(t39, t40);
            __m256i t42 = _mm256_set1_epi32(16);
            __m256i t43 = t41;
            __m256i t44 = _mm256_srav_epi32(t43, t42);
            __m256 t45 = _mm256_cvtepi32_ps(t44);
            __m256 t46 = _mm256_set1_ps(0.5f);
            __m256 t47 = _mm256_mul_ps(t45, t46);
            _mm256_storeu_ps(t7, t47);
            long t17 = (long)(int)t5;
            float *t18 = &fout[t17];
            __m256i t19 = _mm256_loadu_si256((const __m256i *)&idx[t17]);
            unsigned long t76 = (unsigned long)v;
            unsigned long t77 = t76 & 3UL;
            __m256i t78 = _mm256_set1_epi32((int)(int)t77);
            __m256i t79 = _mm256_set1_epi32(1);
            __m256i t80 = _mm256_and_si256(t19, t79);
            __m256i t81 = _mm256_set1_epi32(1);
            __m256i t82 = _mm256_sllv_epi32(t80, t81);
            __m256i t83 = _mm256_add_epi32(t82, t78);
            __m256i t84 = _mm256_set1_epi32(1);
            __m256i t85 = _mm256_srav_epi32(t19, t84);
            __m256i t86 = _mm256_set1_epi32(2);
            __m256i t87 = _mm256_srav_epi32(t83, t86);
            __m256i t88 = _mm256_add_epi32(t85, t87);
            __m256i t89 = _mm256_i32gather_epi32((const int *)(const int *)(t76 - t77), t88, 4);
            __m256i t90 = _mm256_set1_epi32(3);
            __m256i t91 = _mm256_and_si256(t83, t90);
            __m256i t92 = _mm256_set1_epi32(2);
            __m256i t93 = _mm256_sub_epi32(t92, t91);
            __m256i t94 = _mm256_sllv_epi32(t93, t90);
            __m256i t95 = t89;
            __m256i t96 = t94;
            __m256i t97 = _mm256_sllv_epi32(t95, t96);
            __m256i t98 = _mm256_set1_epi32(16);
            __m256i t99 = t97;
            __m256i t100 = _mm256_srav_epi32(t99, t98);
            __m256 t101 = _mm256_cvtepi32_ps(t100);
            __m256 t102 = _mm256_set1_ps(0.5f);
            __m256 t103 = _mm256_mul_ps(t101, t102);
            _mm256_storeu_ps(t18, t103);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            long t12 = (long)(int)((long)t9 + t1);
            float *t13 = &fout[t12];
            __m256i t14 = _mm256_loadu_si256((const __m256i *)&idx[t12]);
            unsigned long t48 = (unsigned long)v;
            unsigned long t49 = t48 & 3UL;
            __m256i t50 = _mm256_set1_epi32((int)(int)t49);
            __m256i t51 = _mm256_set1_epi32(1);
            __m256i t52 = _mm256_and_si256(t14, t51);
            __m256i t53 = _mm256_set1_epi32(1);
            __m256i t54 = _mm256_sllv_epi32(t52, t53);
            __m256i t55 = _mm256_add_epi32(t54, t50);
            __m256i t56 = _mm256_set1_epi32(1);
            __m256i t57 = _mm256_srav_epi32(t14, t56);
            __m256i t58 = _mm256_set1_epi32(2);
            __m256i t59 = _mm256_srav_epi32(t55, t58);
            __m256i t60 = _mm256_add_epi32(t57, t59);
            __m256i t61 = _mm256_i32gather_epi32((const int *)(const int *)(t48 - t49), t60, 4);
            __m256i t62 = _mm256_set1_epi32(3);
            __m256i t63 = _mm256_and_si256(t55, t62);
            __m256i t64 = _mm256_set1_epi32(2);
            __m256i t65 = _mm256_sub_epi32(t64, t63);
            __m256i t66 = _mm256_sllv_epi32(t65, t62);
            __m256i t67 = t61;
            __m256i t68 = t66;
            __m256i t69 = _mm256_sllv_epi32(t67, t68);
            __m256i t70 = _mm256_set1_epi32(16);
            __m256i t71 = t69;
            __m256i t72 = _mm256_srav_epi32(t71, t70);
            __m256 t73 = _mm256_cvtepi32_ps(t72);
            __m256 t74 = _mm256_set1_ps(0.5f);
            __m256 t75 = _mm256_mul_ps(t73, t74);
            _mm256_storeu_ps(t13, t75);
            t1 += 8L;
            if (t1 >= t11) {
                i = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = idx[t15];
        fout[t15] = (_mm256_zeroupper(), get_s16f(v, t16));
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    int t142;
    int i;
    for (int off = 0; off < 4; off++) {
        int t21 = off + 98;
        unsigned char *b8 = (unsigned char *)malloc((unsigned long)t21);
        unsigned short *b16 = (unsigned short *)malloc((unsigned long)(t21 * 2));
        for (int k = 0; k < t21; k++) {
            long t22 = (long)k;
            b8[t22] = (unsigned char)(k * 37 + 11);
            b16[t22] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t23 = (long)off;
        const unsigned char *u8 = b8 + t23 + 37;
        const unsigned short *u16 = b16 + t23 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t24 = (int)(unsigned int)s;
            if (1 & (t24 >= 0) & 1 & 1) {
                __m256i t25 = _mm256_set1_epi32(0);
                __m256i t26 = t25;
                __m256i t1 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t27 = _mm256_set1_epi32((int)(t24 % 98));
                __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t29 = t28;
                __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(98));
                __m256i t31 = _mm256_min_epu32(t29, t30);
                __m256i t2 = t31;
                __m256i t32 = _mm256_set1_epi32(0);
                __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t34 = t33;
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(7));
                __m256i t36 = _mm256_min_epu32(t34, t35);
                __m256i t3 = t36;
                __m256i t37 = _mm256_set1_epi32(0);
                __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t39 = t38;
                __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(11));
                __m256i t41 = _mm256_min_epu32(t39, t40);
                __m256i t4 = t41;
                long t5 = 0L;
                for (;;) {
                    __m256i t42 = t1;
                    long t43 = (long)(int)t5;
                    __m256i t44 = _mm256_sub_epi32(t2, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t43], t44);
                    __m256i t45 = _mm256_cmpeq_epi32(t3, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t43 * 4UL), t45, _mm256_set1_epi32(60));
                    __m256i t46 = _mm256_cmpeq_epi32(t4, _mm256_set1_epi32(5));
                    __m256i t47 = _mm256_set1_epi32(1000000);
                    __m256i t48 = t42;
                    __m256i t49 = _mm256_add_epi32(t47, t48);
                    __m256i t50 = t49;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t43 * 4UL), t46, t50);
                    _mm256_storeu_si256((__m256i *)&out[t43], t42);
                    _mm256_storeu_ps(&fout[t43], _mm256_set1_ps(0.0f));
                    __m256i t51 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                    __m256i t52 = t51;
                    long t53 = (long)(int)(t5 + 8L);
                    __m256i t54 = _mm256_add_epi32(t2, _mm256_set1_epi32(6));
                    __m256i t55 = t54;
                    __m256i t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32(98));
                    __m256i t57 = _mm256_min_epu32(t55, t56);
                    __m256i t58 = t57;
                    __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t53], t59);
                    __m256i t60 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                    __m256i t61 = t60;
                    __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(7));
                    __m256i t63 = _mm256_min_epu32(t61, t62);
                    __m256i t64 = t63;
                    __m256i t65 = _mm256_cmpeq_epi32(t64, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t53 * 4UL), t65, _mm256_set1_epi32(60));
                    __m256i t66 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
                    __m256i t67 = t66;
                    __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(11));
                    __m256i t69 = _mm256_min_epu32(t67, t68);
                    __m256i t70 = t69;
                    __m256i t71 = _mm256_cmpeq_epi32(t70, _mm256_set1_epi32(5));
                    __m256i t72 = _mm256_set1_epi32(1000000);
                    __m256i t73 = t52;
                    __m256i t74 = _mm256_add_epi32(t72, t73);
                    __m256i t75 = t74;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t53 * 4UL), t71, t75);
                    _mm256_storeu_si256((__m256i *)&out[t53], t52);
                    _mm256_storeu_ps(&fout[t53], _mm256_set1_ps(0.0f));
                    __m256i t76 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                    __m256i t77 = t76;
                    long t78 = (long)(int)(t5 + 16L);
                    __m256i t79 = _mm256_add_epi32(t2, _mm256_set1_epi32(12));
                    __m256i t80 = t79;
                    __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(98));
                    __m256i t82 = _mm256_min_epu32(t80, t81);
                    __m256i t83 = t82;
                    __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t78], t84);
                    __m256i t85 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
                    __m256i t86 = t85;
                    __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(7));
                    __m256i t88 = _mm256_min_epu32(t86, t87);
                    __m256i t89 = t88;
                    __m256i t90 = _mm256_cmpeq_epi32(t89, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), t90, _mm256_set1_epi32(60));
                    __m256i t91 = _mm256_add_epi32(t4, _mm256_set1_epi32(5));
                    __m256i t92 = t91;
                    __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(11));
                    __m256i t94 = _mm256_min_epu32(t92, t93);
                    __m256i t95 = t94;
                    __m256i t96 = _mm256_cmpeq_epi32(t95, _mm256_set1_epi32(5));
                    __m256i t97 = _mm256_set1_epi32(1000000);
                    __m256i t98 = t77;
                    __m256i t99 = _mm256_add_epi32(t97, t98);
                    __m256i t100 = t99;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t78 * 4UL), t96, t100);
                    _mm256_storeu_si256((__m256i *)&out[t78], t77);
                    _mm256_storeu_ps(&fout[t78], _mm256_set1_ps(0.0f));
                    __m256i t101 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
                    __m256i t102 = t101;
                    long t103 = (long)(int)(t5 + 24L);
                    __m256i t104 = _mm256_add_epi32(t2, _mm256_set1_epi32(18));
                    __m256i t105 = t104;
                    __m256i t106 = _mm256_sub_epi32(t105, _mm256_set1_epi32(98));
                    __m256i t107 = _mm256_min_epu32(t105, t106);
                    __m256i t108 = t107;
                    __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t103], t109);
                    __m256i t110 = _mm256_add_epi32(t3, _mm256_set1_epi32(3));
                    __m256i t111 = t110;
                    __m256i t112 = _mm256_sub_epi32(t111, _mm256_set1_epi32(7));
                    __m256i t113 = _mm256_min_epu32(t111, t112);
                    __m256i t114 = t113;
                    __m256i t115 = _mm256_cmpeq_epi32(t114, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t103 * 4UL), t115, _mm256_set1_epi32(60));
                    __m256i t116 = _mm256_add_epi32(t4, _mm256_set1_epi32(2));
                    __m256i t117 = t116;
                    __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(11));
                    __m256i t119 = _mm256_min_epu32(t117, t118);
                    __m256i t120 = t119;
                    __m256i t121 = _mm256_cmpeq_epi32(t120, _mm256_set1_epi32(5));
                    __m256i t122 = _mm256_set1_epi32(1000000);
                    __m256i t123 = t102;
                    __m256i t124 = _mm256_add_epi32(t122, t123);
                    __m256i t125 = t124;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t103 * 4UL), t121, t125);
                    _mm256_storeu_si256((__m256i *)&out[t103], t102);
                    _mm256_storeu_ps(&fout[t103], _mm256_set1_ps(0.0f));
                    t5 += 32L;
                    __m256i t126 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
                    __m256i t127 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
                    __m256i t128 = t127;
                    __m256i t129 = _mm256_sub_epi32(t128, _mm256_set1_epi32(98));
                    __m256i t130 = _mm256_min_epu32(t128, t129);
                    __m256i t131 = t130;
                    __m256i t132 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
                    __m256i t133 = t132;
                    __m256i t134 = _mm256_sub_epi32(t133, _mm256_set1_epi32(7));
                    __m256i t135 = _mm256_min_epu32(t133, t134);
                    __m256i t136 = t135;
                    __m256i t137 = _mm256_add_epi32(t4, _mm256_set1_epi32(10));
                    __m256i t138 = t137;
                    __m256i t139 = _mm256_sub_epi32(t138, _mm256_set1_epi32(11));
                    __m256i t140 = _mm256_min_epu32(t138, t139);
                    __m256i t141 = t140;
                    if (t5 >= 192L) {
                        break;
                    }
                    t1 = t126;
                    t2 = t131;
                    t3 = t136;
                    t4 = t141;
                }
                t142 = 192;
            } else {
                t142 = 0;
            }
            long t143 = (long)t142 * -1L + 203L;
            int t144 = (int)((unsigned int)(int)((unsigned int)t142 * 13U) + (unsigned int)s);
            if ((t143 >= 8L) & (t144 >= 0) & (t142 >= 0) & (t142 >= 0)) {
                long t145 = t143 & -8L;
                __m256i t146 = _mm256_set1_epi32((int)t142);
                __m256i t147 = t146;
                __m256i t6 = _mm256_add_epi32(t147, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t148 = _mm256_set1_epi32((int)(t144 % 98));
                __m256i t149 = _mm256_add_epi32(t148, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t150 = t149;
                __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(98));
                __m256i t152 = _mm256_min_epu32(t150, t151);
                __m256i t7 = t152;
                __m256i t153 = _mm256_set1_epi32((int)(t142 % 7));
                __m256i t154 = _mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t155 = t154;
                __m256i t156 = _mm256_sub_epi32(t155, _mm256_set1_epi32(7));
                __m256i t157 = _mm256_min_epu32(t155, t156);
                __m256i t8 = t157;
                __m256i t158 = _mm256_set1_epi32((int)(t142 % 11));
                __m256i t159 = _mm256_add_epi32(t158, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t160 = t159;
                __m256i t161 = _mm256_sub_epi32(t160, _mm256_set1_epi32(11));
                __m256i t162 = _mm256_min_epu32(t160, t161);
                __m256i t9 = t162;
                long t10 = 0L;
                for (;;) {
                    __m256i t163 = t6;
                    long t164 = (long)(int)((long)t142 + t10);
                    __m256i t165 = _mm256_sub_epi32(t7, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t164], t165);
                    __m256i t166 = _mm256_cmpeq_epi32(t8, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t164 * 4UL), t166, _mm256_set1_epi32(60));
                    __m256i t167 = _mm256_cmpeq_epi32(t9, _mm256_set1_epi32(5));
                    __m256i t168 = _mm256_set1_epi32(1000000);
                    __m256i t169 = t163;
                    __m256i t170 = _mm256_add_epi32(t168, t169);
                    __m256i t171 = t170;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t164 * 4UL), t167, t171);
                    _mm256_storeu_si256((__m256i *)&out[t164], t163);
                    _mm256_storeu_ps(&fout[t164], _mm256_set1_ps(0.0f));
                    t10 += 8L;
                    __m256i t172 = _mm256_add_epi32(t6, _mm256_set1_epi32(8));
                    __m256i t173 = _mm256_add_epi32(t7, _mm256_set1_epi32(6));
                    __m256i t174 = t173;
                    __m256i t175 = _mm256_sub_epi32(t174, _mm256_set1_epi32(98));
                    __m256i t176 = _mm256_min_epu32(t174, t175);
                    __m256i t177 = t176;
                    __m256i t178 = _mm256_add_epi32(t8, _mm256_set1_epi32(1));
                    __m256i t179 = t178;
                    __m256i t180 = _mm256_sub_epi32(t179, _mm256_set1_epi32(7));
                    __m256i t181 = _mm256_min_epu32(t179, t180);
                    __m256i t182 = t181;
                    __m256i t183 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                    __m256i t184 = t183;
                    __m256i t185 = _mm256_sub_epi32(t184, _mm256_set1_epi32(11));
                    __m256i t186 = _mm256_min_epu32(t184, t185);
                    __m256i t187 = t186;
                    if (t10 >= t145) {
                        break;
                    }
                    t6 = t172;
                    t7 = t177;
                    t8 = t182;
                    t9 = t187;
                }
                i = (int)((long)t142 + t145);
            } else {
                i = t142;
            }
            for (; i < 203; i++) {
                long t188 = (long)i;
                int *t189 = &idx[t188];
                *t189 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t189 = 60;
                }
                if ((i % 11) == 5) {
                    *t189 = 1000000 + i;
                }
                out[t188] = i;
                fout[t188] = 0.0f;
            }
            long t11 = 0L;
            do {
                long t190 = (long)(int)t11;
                __m256i t191 = _mm256_loadu_si256((const __m256i *)&idx[t190]);
                __m256i t192 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t191), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t190 * 4UL), t192, _mm256_set1_epi32(-37));
                long t193 = (long)(int)(t11 + 8L);
                __m256i t194 = _mm256_loadu_si256((const __m256i *)&idx[t193]);
                __m256i t195 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t194), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t193 * 4UL), t195, _mm256_set1_epi32(-37));
                long t196 = (long)(int)(t11 + 16L);
                __m256i t197 = _mm256_loadu_si256((const __m256i *)&idx[t196]);
                __m256i t198 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t197), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t196 * 4UL), t198, _mm256_set1_epi32(-37));
                long t199 = (long)(int)(t11 + 24L);
                __m256i t200 = _mm256_loadu_si256((const __m256i *)&idx[t199]);
                __m256i t201 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t200), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t199 * 4UL), t201, _mm256_set1_epi32(-37));
                t11 += 32L;
            } while (t11 < 192L);
            long t12 = 0L;
            do {
                long t202 = (long)(int)(192L + t12);
                __m256i t203 = _mm256_loadu_si256((const __m256i *)&idx[t202]);
                __m256i t204 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t203), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t202 * 4UL), t204, _mm256_set1_epi32(-37));
                t12 += 8L;
            } while (t12 < 8L);
            for (int i_1 = 200; i_1 < 203; i_1++) {
                int *t205 = &idx[i_1];
                if (*t205 >= 1000) {
                    *t205 = -37;
                }
            }
            all_u8(u8, n);
            __m256i t206 = _mm256_set1_epi32(0);
            __m256i t207 = t206;
            __m256i t13 = _mm256_add_epi32(t207, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t208 = _mm256_set1_epi32(0);
            __m256i t209 = _mm256_add_epi32(t208, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t210 = t209;
            __m256i t211 = _mm256_sub_epi32(t210, _mm256_set1_epi32(11));
            __m256i t212 = _mm256_min_epu32(t210, t211);
            __m256i t14 = t212;
            long t15 = 0L;
            for (;;) {
                __m256i t213 = t13;
                __m256i t214 = _mm256_cmpeq_epi32(t14, _mm256_set1_epi32(5));
                __m256i t215 = _mm256_set1_epi32(1000000);
                __m256i t216 = t213;
                __m256i t217 = _mm256_add_epi32(t215, t216);
                __m256i t218 = t217;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)t15 * 4UL), t214, t218);
                __m256i t219 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                __m256i t220 = t219;
                __m256i t221 = _mm256_add_epi32(t14, _mm256_set1_epi32(8));
                __m256i t222 = t221;
                __m256i t223 = _mm256_sub_epi32(t222, _mm256_set1_epi32(11));
                __m256i t224 = _mm256_min_epu32(t222, t223);
                __m256i t225 = t224;
                __m256i t226 = _mm256_cmpeq_epi32(t225, _mm256_set1_epi32(5));
                __m256i t227 = _mm256_set1_epi32(1000000);
                __m256i t228 = t220;
                __m256i t229 = _mm256_add_epi32(t227, t228);
                __m256i t230 = t229;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 8L) * 4UL), t226, t230);
                __m256i t231 = _mm256_add_epi32(t13, _mm256_set1_epi32(16));
                __m256i t232 = t231;
                __m256i t233 = _mm256_add_epi32(t14, _mm256_set1_epi32(5));
                __m256i t234 = t233;
                __m256i t235 = _mm256_sub_epi32(t234, _mm256_set1_epi32(11));
                __m256i t236 = _mm256_min_epu32(t234, t235);
                __m256i t237 = t236;
                __m256i t238 = _mm256_cmpeq_epi32(t237, _mm256_set1_epi32(5));
                __m256i t239 = _mm256_set1_epi32(1000000);
                __m256i t240 = t232;
                __m256i t241 = _mm256_add_epi32(t239, t240);
                __m256i t242 = t241;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 16L) * 4UL), t238, t242);
                __m256i t243 = _mm256_add_epi32(t13, _mm256_set1_epi32(24));
                __m256i t244 = t243;
                __m256i t245 = _mm256_add_epi32(t14, _mm256_set1_epi32(2));
                __m256i t246 = t245;
                __m256i t247 = _mm256_sub_epi32(t246, _mm256_set1_epi32(11));
                __m256i t248 = _mm256_min_epu32(t246, t247);
                __m256i t249 = t248;
                __m256i t250 = _mm256_cmpeq_epi32(t249, _mm256_set1_epi32(5));
                __m256i t251 = _mm256_set1_epi32(1000000);
                __m256i t252 = t244;
                __m256i t253 = _mm256_add_epi32(t251, t252);
                __m256i t254 = t253;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(t15 + 24L) * 4UL), t250, t254);
                t15 += 32L;
                __m256i t255 = _mm256_add_epi32(t13, _mm256_set1_epi32(32));
                __m256i t256 = _mm256_add_epi32(t14, _mm256_set1_epi32(10));
                __m256i t257 = t256;
                __m256i t258 = _mm256_sub_epi32(t257, _mm256_set1_epi32(11));
                __m256i t259 = _mm256_min_epu32(t257, t258);
                __m256i t260 = t259;
                if (t15 >= 192L) {
                    break;
                }
                t13 = t255;
                t14 = t260;
            }
            __m256i t261 = _mm256_set1_epi32(192);
            __m256i t262 = t261;
            __m256i t16 = _mm256_add_epi32(t262, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t263 = _mm256_set1_epi32(5);
            __m256i t264 = _mm256_add_epi32(t263, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t265 = t264;
            __m256i t266 = _mm256_sub_epi32(t265, _mm256_set1_epi32(11));
            __m256i t267 = _mm256_min_epu32(t265, t266);
            __m256i t17 = t267;
            long t18 = 0L;
            for (;;) {
                __m256i t268 = t16;
                __m256i t269 = _mm256_cmpeq_epi32(t17, _mm256_set1_epi32(5));
                __m256i t270 = _mm256_set1_epi32(1000000);
                __m256i t271 = t268;
                __m256i t272 = _mm256_add_epi32(t270, t271);
                __m256i t273 = t272;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(192L + t18) * 4UL), t269, t273);
                t18 += 8L;
                __m256i t274 = _mm256_add_epi32(t16, _mm256_set1_epi32(8));
                __m256i t275 = _mm256_add_epi32(t17, _mm256_set1_epi32(8));
                __m256i t276 = t275;
                __m256i t277 = _mm256_sub_epi32(t276, _mm256_set1_epi32(11));
                __m256i t278 = _mm256_min_epu32(t276, t277);
                __m256i t279 = t278;
                if (t18 >= 8L) {
                    break;
                }
                t16 = t274;
                t17 = t279;
            }
            for (int i_2 = 200; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long t19 = 0L;
            do {
                long t280 = (long)(int)t19;
                __m256i t281 = _mm256_loadu_si256((const __m256i *)&idx[t280]);
                __m256i t282 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t281), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t280 * 4UL), t282, _mm256_set1_epi32(0));
                long t283 = (long)(int)(t19 + 8L);
                __m256i t284 = _mm256_loadu_si256((const __m256i *)&idx[t283]);
                __m256i t285 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t284), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t283 * 4UL), t285, _mm256_set1_epi32(0));
                long t286 = (long)(int)(t19 + 16L);
                __m256i t287 = _mm256_loadu_si256((const __m256i *)&idx[t286]);
                __m256i t288 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t287), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t286 * 4UL), t288, _mm256_set1_epi32(0));
                long t289 = (long)(int)(t19 + 24L);
                __m256i t290 = _mm256_loadu_si256((const __m256i *)&idx[t289]);
                __m256i t291 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t290), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t289 * 4UL), t291, _mm256_set1_epi32(0));
                t19 += 32L;
            } while (t19 < 192L);
            long t20 = 0L;
            do {
                long t292 = (long)(int)(192L + t20);
                __m256i t293 = _mm256_loadu_si256((const __m256i *)&idx[t292]);
                __m256i t294 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), t293), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t292 * 4UL), t294, _mm256_set1_epi32(0));
                t20 += 8L;
            } while (t20 < 8L);
            for (int i_3 = 200; i_3 < 203; i_3++) {
                int *t295 = &idx[i_3];
                if (*t295 >= 1000) {
                    *t295 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_4 = 0; i_4 < 203; i_4++) {
                long t296 = (long)i_4;
                t += (long)out[t296] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t296] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
