/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 9 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void second_of_pair(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const short *t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    const short *t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int t15;
    long t16;
    long t17;
    int t18;
    const short *t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    int i;
    t3 = (long)n - 1L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = b + (2 * t5 + 1);
            t7 = _mm256_loadu_si256((const __m256i *)t6);
            t8 = _mm256_loadu_si256((const __m256i *)(t6 + 16));
            t9 = _mm256_permutex2var_epi16(t7, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
            _mm256_storeu_si256((__m256i *)(a + t5), t9);
            t10 = (int)((long)0 + (t1 + 16L));
            t11 = b + (2 * t10 + 1);
            t12 = _mm256_loadu_si256((const __m256i *)t11);
            t13 = _mm256_loadu_si256((const __m256i *)(t11 + 16));
            t14 = _mm256_permutex2var_epi16(t12, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t13);
            _mm256_storeu_si256((__m256i *)(a + t10), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L - 1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (int)((long)t15 + t2);
            t19 = b + (2 * t18 + 1);
            t20 = _mm256_loadu_si256((const __m256i *)t19);
            t21 = _mm256_loadu_si256((const __m256i *)(t19 + 16));
            t22 = _mm256_permutex2var_epi16(t20, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t21);
            _mm256_storeu_si256((__m256i *)(a + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    vcc_v8_uchar t6;
    vcc_v8_uchar t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    vcc_v8_uchar t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    vcc_v8_uchar t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    vcc_v8_uchar t25;
    int i;
    int t26;
    t2 = (long)n - 1L;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = rgba + 4 * t4;
            t6 = vcc_load(vcc_v8_uchar, t5);
            t7 = vcc_load(vcc_v8_uchar, t5 + 8);
            t8 = vcc_load(vcc_v8_uchar, t5 + 16);
            t9 = vcc_load(vcc_v8_uchar, t5 + 24);
            t10 = __builtin_shufflevector(t6, t7, 0, 4, 8, 12, 0, 0, 0, 0);
            t11 = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 8, 12, 6, 7);
            t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 4, 5, 8, 12);
            t13 = __builtin_shufflevector(t6, t7, 1, 5, 9, 13, 0, 0, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 9, 13, 6, 7);
            t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 4, 5, 9, 13);
            t16 = __builtin_shufflevector(t6, t7, 2, 6, 10, 14, 0, 0, 0, 0);
            t17 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 10, 14, 6, 7);
            t18 = __builtin_shufflevector(t17, t9, 0, 1, 2, 3, 4, 5, 10, 14);
            t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
            t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15));
            t21 = _mm256_add_epi32(t19, t20);
            t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t18));
            t23 = _mm256_add_epi32(t21, t22);
            t24 = (__m256i)((vcc_v8_int)t23 / (vcc_v8_int)_mm256_set1_epi32((int)3));
            t25 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t24, vcc_v8_short), vcc_v8_uchar);
            vcc_store(grey + t4, t25);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t26 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t26] + (int)rgba[t26 + 1] + (int)rgba[t26 + 2]) / 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void triple_norm(int n, double *restrict out, const double *restrict v) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const double *t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    int t21;
    const double *t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    int t37;
    const double *t38;
    __m256d t39;
    __m256d t40;
    __m256d t41;
    __m256d t42;
    __m256d t43;
    __m256d t44;
    __m256d t45;
    __m256d t46;
    __m256d t47;
    __m256d t48;
    __m256d t49;
    __m256d t50;
    __m256d t51;
    __m256d t52;
    int t53;
    const double *t54;
    __m256d t55;
    __m256d t56;
    __m256d t57;
    __m256d t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    __m256d t62;
    __m256d t63;
    __m256d t64;
    __m256d t65;
    __m256d t66;
    __m256d t67;
    __m256d t68;
    int t69;
    long t70;
    long t71;
    int t72;
    const double *t73;
    __m256d t74;
    __m256d t75;
    __m256d t76;
    __m256d t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    __m256d t82;
    __m256d t83;
    __m256d t84;
    __m256d t85;
    __m256d t86;
    __m256d t87;
    int i;
    int t88;
    double t89;
    double t90;
    double t91;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = v + 3 * t5;
            t7 = _mm256_loadu_pd(t6);
            t8 = _mm256_loadu_pd(t6 + 4);
            t9 = _mm256_loadu_pd(t6 + 8);
            t10 = (__m256d)__builtin_shufflevector((vcc_v4_double)t7, (vcc_v4_double)t8, 0, 3, 6, 0);
            t11 = (__m256d)__builtin_shufflevector((vcc_v4_double)t10, (vcc_v4_double)t9, 0, 1, 2, 5);
            t12 = (__m256d)__builtin_shufflevector((vcc_v4_double)t7, (vcc_v4_double)t8, 1, 4, 7, 0);
            t13 = (__m256d)__builtin_shufflevector((vcc_v4_double)t12, (vcc_v4_double)t9, 0, 1, 2, 6);
            t14 = (__m256d)__builtin_shufflevector((vcc_v4_double)t7, (vcc_v4_double)t8, 2, 5, 0, 0);
            t15 = (__m256d)__builtin_shufflevector((vcc_v4_double)t14, (vcc_v4_double)t9, 0, 1, 4, 7);
            t16 = _mm256_mul_pd(t11, t11);
            t17 = _mm256_mul_pd(t13, t13);
            t18 = _mm256_add_pd(t16, t17);
            t19 = _mm256_mul_pd(t15, t15);
            t20 = _mm256_add_pd(t18, t19);
            _mm256_storeu_pd(out + t5, t20);
            t21 = (int)((long)0 + (t1 + 4L));
            t22 = v + 3 * t21;
            t23 = _mm256_loadu_pd(t22);
            t24 = _mm256_loadu_pd(t22 + 4);
            t25 = _mm256_loadu_pd(t22 + 8);
            t26 = (__m256d)__builtin_shufflevector((vcc_v4_double)t23, (vcc_v4_double)t24, 0, 3, 6, 0);
            t27 = (__m256d)__builtin_shufflevector((vcc_v4_double)t26, (vcc_v4_double)t25, 0, 1, 2, 5);
            t28 = (__m256d)__builtin_shufflevector((vcc_v4_double)t23, (vcc_v4_double)t24, 1, 4, 7, 0);
            t29 = (__m256d)__builtin_shufflevector((vcc_v4_double)t28, (vcc_v4_double)t25, 0, 1, 2, 6);
            t30 = (__m256d)__builtin_shufflevector((vcc_v4_double)t23, (vcc_v4_double)t24, 2, 5, 0, 0);
            t31 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t25, 0, 1, 4, 7);
            t32 = _mm256_mul_pd(t27, t27);
            t33 = _mm256_mul_pd(t29, t29);
            t34 = _mm256_add_pd(t32, t33);
            t35 = _mm256_mul_pd(t31, t31);
            t36 = _mm256_add_pd(t34, t35);
            _mm256_storeu_pd(out + t21, t36);
            t37 = (int)((long)0 + (t1 + 8L));
            t38 = v + 3 * t37;
            t39 = _mm256_loadu_pd(t38);
            t40 = _mm256_loadu_pd(t38 + 4);
            t41 = _mm256_loadu_pd(t38 + 8);
            t42 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 0, 3, 6, 0);
            t43 = (__m256d)__builtin_shufflevector((vcc_v4_double)t42, (vcc_v4_double)t41, 0, 1, 2, 5);
            t44 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 1, 4, 7, 0);
            t45 = (__m256d)__builtin_shufflevector((vcc_v4_double)t44, (vcc_v4_double)t41, 0, 1, 2, 6);
            t46 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 2, 5, 0, 0);
            t47 = (__m256d)__builtin_shufflevector((vcc_v4_double)t46, (vcc_v4_double)t41, 0, 1, 4, 7);
            t48 = _mm256_mul_pd(t43, t43);
            t49 = _mm256_mul_pd(t45, t45);
            t50 = _mm256_add_pd(t48, t49);
            t51 = _mm256_mul_pd(t47, t47);
            t52 = _mm256_add_pd(t50, t51);
            _mm256_storeu_pd(out + t37, t52);
            t53 = (int)((long)0 + (t1 + 12L));
            t54 = v + 3 * t53;
            t55 = _mm256_loadu_pd(t54);
            t56 = _mm256_loadu_pd(t54 + 4);
            t57 = _mm256_loadu_pd(t54 + 8);
            t58 = (__m256d)__builtin_shufflevector((vcc_v4_double)t55, (vcc_v4_double)t56, 0, 3, 6, 0);
            t59 = (__m256d)__builtin_shufflevector((vcc_v4_double)t58, (vcc_v4_double)t57, 0, 1, 2, 5);
            t60 = (__m256d)__builtin_shufflevector((vcc_v4_double)t55, (vcc_v4_double)t56, 1, 4, 7, 0);
            t61 = (__m256d)__builtin_shufflevector((vcc_v4_double)t60, (vcc_v4_double)t57, 0, 1, 2, 6);
            t62 = (__m256d)__builtin_shufflevector((vcc_v4_double)t55, (vcc_v4_double)t56, 2, 5, 0, 0);
            t63 = (__m256d)__builtin_shufflevector((vcc_v4_double)t62, (vcc_v4_double)t57, 0, 1, 4, 7);
            t64 = _mm256_mul_pd(t59, t59);
            t65 = _mm256_mul_pd(t61, t61);
            t66 = _mm256_add_pd(t64, t65);
            t67 = _mm256_mul_pd(t63, t63);
            t68 = _mm256_add_pd(t66, t67);
            _mm256_storeu_pd(out + t53, t68);
            t1 += 16L;
        } while (t1 < t4);
        t69 = (int)((long)0 + t4);
    } else {
        t69 = 0;
    }
    t70 = (long)n + (long)t69 * -1L;
    if (t70 >= 4L) {
        t71 = t70 & -4L;
        t2 = 0L;
        do {
            t72 = (int)((long)t69 + t2);
            t73 = v + 3 * t72;
            t74 = _mm256_loadu_pd(t73);
            t75 = _mm256_loadu_pd(t73 + 4);
            t76 = _mm256_loadu_pd(t73 + 8);
            t77 = (__m256d)__builtin_shufflevector((vcc_v4_double)t74, (vcc_v4_double)t75, 0, 3, 6, 0);
            t78 = (__m256d)__builtin_shufflevector((vcc_v4_double)t77, (vcc_v4_double)t76, 0, 1, 2, 5);
            t79 = (__m256d)__builtin_shufflevector((vcc_v4_double)t74, (vcc_v4_double)t75, 1, 4, 7, 0);
            t80 = (__m256d)__builtin_shufflevector((vcc_v4_double)t79, (vcc_v4_double)t76, 0, 1, 2, 6);
            t81 = (__m256d)__builtin_shufflevector((vcc_v4_double)t74, (vcc_v4_double)t75, 2, 5, 0, 0);
            t82 = (__m256d)__builtin_shufflevector((vcc_v4_double)t81, (vcc_v4_double)t76, 0, 1, 4, 7);
            t83 = _mm256_mul_pd(t78, t78);
            t84 = _mm256_mul_pd(t80, t80);
            t85 = _mm256_add_pd(t83, t84);
            t86 = _mm256_mul_pd(t82, t82);
            t87 = _mm256_add_pd(t85, t86);
            _mm256_storeu_pd(out + t72, t87);
            t2 += 4L;
        } while (t2 < t71);
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        t88 = 3 * i;
        t89 = v[t88];
        t90 = v[t88 + 1];
        t91 = v[t88 + 2];
        out[i] = t89 * t89 + t90 * t90 + t91 * t91;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void outer_members(int n, float *restrict out, const float *restrict v) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const float *t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    int t18;
    const float *t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    int t31;
    long t32;
    long t33;
    int t34;
    const float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    int i;
    int t47;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = v + (4 * t5 + 3);
            t7 = _mm256_loadu_ps(t6 + -3);
            t8 = _mm256_loadu_ps(t6 + 5);
            t9 = _mm256_loadu_ps(t6 + 13);
            t10 = _mm256_loadu_ps(t6 + 21);
            t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t8, 3, 7, 11, 15, 0, 0, 0, 0);
            t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t9, 0, 1, 2, 3, 11, 15, 6, 7);
            t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t10, 0, 1, 2, 3, 4, 5, 11, 15);
            t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t8, 0, 4, 8, 12, 0, 0, 0, 0);
            t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t14, (vcc_v8_float)t9, 0, 1, 2, 3, 8, 12, 6, 7);
            t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t10, 0, 1, 2, 3, 4, 5, 8, 12);
            t17 = _mm256_sub_ps(t13, t16);
            _mm256_storeu_ps(out + t5, t17);
            t18 = (int)((long)0 + (t1 + 8L));
            t19 = v + (4 * t18 + 3);
            t20 = _mm256_loadu_ps(t19 + -3);
            t21 = _mm256_loadu_ps(t19 + 5);
            t22 = _mm256_loadu_ps(t19 + 13);
            t23 = _mm256_loadu_ps(t19 + 21);
            t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t21, 3, 7, 11, 15, 0, 0, 0, 0);
            t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t24, (vcc_v8_float)t22, 0, 1, 2, 3, 11, 15, 6, 7);
            t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t23, 0, 1, 2, 3, 4, 5, 11, 15);
            t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t21, 0, 4, 8, 12, 0, 0, 0, 0);
            t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t27, (vcc_v8_float)t22, 0, 1, 2, 3, 8, 12, 6, 7);
            t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t23, 0, 1, 2, 3, 4, 5, 8, 12);
            t30 = _mm256_sub_ps(t26, t29);
            _mm256_storeu_ps(out + t18, t30);
            t1 += 16L;
        } while (t1 < t4);
        t31 = (int)((long)0 + t4);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t2 = 0L;
        do {
            t34 = (int)((long)t31 + t2);
            t35 = v + (4 * t34 + 3);
            t36 = _mm256_loadu_ps(t35 + -3);
            t37 = _mm256_loadu_ps(t35 + 5);
            t38 = _mm256_loadu_ps(t35 + 13);
            t39 = _mm256_loadu_ps(t35 + 21);
            t40 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 3, 7, 11, 15, 0, 0, 0, 0);
            t41 = (__m256)__builtin_shufflevector((vcc_v8_float)t40, (vcc_v8_float)t38, 0, 1, 2, 3, 11, 15, 6, 7);
            t42 = (__m256)__builtin_shufflevector((vcc_v8_float)t41, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 11, 15);
            t43 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 0, 4, 8, 12, 0, 0, 0, 0);
            t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t43, (vcc_v8_float)t38, 0, 1, 2, 3, 8, 12, 6, 7);
            t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 8, 12);
            t46 = _mm256_sub_ps(t42, t45);
            _mm256_storeu_ps(out + t34, t46);
            t2 += 8L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t47 = 4 * i;
        out[i] = v[t47 + 3] - v[t47];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    long t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    float *t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    int t19;
    long t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    float *t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    int t33;
    long t34;
    long t35;
    int t36;
    long t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    float *t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    int i;
    int t50;
    long t51;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = (long)t5;
            t7 = _mm256_loadu_ps(x + t6);
            t8 = _mm256_loadu_ps(y + t6);
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(2.0f));
            t10 = out + (3 * t5 + 2);
            t11 = _mm256_loadu_ps(z + t6);
            t12 = _mm256_add_ps(t11, _mm256_set1_ps(1.0f));
            t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t9, 0, 8, 0, 1, 9, 0, 2, 10);
            t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t12, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t10 + -2, t14);
            t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t9, 0, 3, 11, 0, 4, 12, 0, 5);
            t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t12, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t10 + 6, t16);
            t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t9, 13, 0, 6, 14, 0, 7, 15, 0);
            t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t12, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t10 + 14, t18);
            t19 = (int)((long)0 + (t1 + 8L));
            t20 = (long)t19;
            t21 = _mm256_loadu_ps(x + t20);
            t22 = _mm256_loadu_ps(y + t20);
            t23 = _mm256_mul_ps(t22, _mm256_set1_ps(2.0f));
            t24 = out + (3 * t19 + 2);
            t25 = _mm256_loadu_ps(z + t20);
            t26 = _mm256_add_ps(t25, _mm256_set1_ps(1.0f));
            t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t23, 0, 8, 0, 1, 9, 0, 2, 10);
            t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t27, (vcc_v8_float)t26, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t24 + -2, t28);
            t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t23, 0, 3, 11, 0, 4, 12, 0, 5);
            t30 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t26, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t24 + 6, t30);
            t31 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t23, 13, 0, 6, 14, 0, 7, 15, 0);
            t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t26, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t24 + 14, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t2 = 0L;
        do {
            t36 = (int)((long)t33 + t2);
            t37 = (long)t36;
            t38 = _mm256_loadu_ps(x + t37);
            t39 = _mm256_loadu_ps(y + t37);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(2.0f));
            t41 = out + (3 * t36 + 2);
            t42 = _mm256_loadu_ps(z + t37);
            t43 = _mm256_add_ps(t42, _mm256_set1_ps(1.0f));
            t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t40, 0, 8, 0, 1, 9, 0, 2, 10);
            t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t43, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t41 + -2, t45);
            t46 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t40, 0, 3, 11, 0, 4, 12, 0, 5);
            t47 = (__m256)__builtin_shufflevector((vcc_v8_float)t46, (vcc_v8_float)t43, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t41 + 6, t47);
            t48 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t40, 13, 0, 6, 14, 0, 7, 15, 0);
            t49 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t43, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t41 + 14, t49);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t50 = 3 * i;
        t51 = (long)i;
        out[t50] = x[t51];
        out[t50 + 1] = y[t51] * 2.0f;
        out[t50 + 2] = z[t51] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const long long *t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    long long *t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int t16;
    const long long *t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long long *t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int t27;
    const long long *t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    long long *t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t38;
    const long long *t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    long long *t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    int t49;
    long t50;
    long t51;
    int t52;
    const long long *t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    long long *t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    int i;
    int t63;
    long t64;
    long long lo;
    long t65;
    long long hi;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = 2 * (int)((long)0 + t1);
            t6 = in + t5;
            t7 = _mm256_loadu_si256((const __m256i *)t6);
            t8 = _mm256_loadu_si256((const __m256i *)(t6 + 4));
            t9 = _mm256_permutex2var_epi64(t7, _mm256_setr_epi64x(0, 2, 4, 6), t8);
            t10 = _mm256_permutex2var_epi64(t7, _mm256_setr_epi64x(1, 3, 5, 7), t8);
            t11 = _mm256_add_epi64(t10, _mm256_set1_epi64x((long long)1LL));
            t12 = out + (t5 + 1);
            t13 = _mm256_sub_epi64(t9, t10);
            t14 = _mm256_permutex2var_epi64(t11, _mm256_setr_epi64x(0, 4, 1, 5), t13);
            _mm256_storeu_si256((__m256i *)(t12 + -1), t14);
            t15 = _mm256_permutex2var_epi64(t11, _mm256_setr_epi64x(2, 6, 3, 7), t13);
            _mm256_storeu_si256((__m256i *)(t12 + 3), t15);
            t16 = 2 * (int)((long)0 + (t1 + 4L));
            t17 = in + t16;
            t18 = _mm256_loadu_si256((const __m256i *)t17);
            t19 = _mm256_loadu_si256((const __m256i *)(t17 + 4));
            t20 = _mm256_permutex2var_epi64(t18, _mm256_setr_epi64x(0, 2, 4, 6), t19);
            t21 = _mm256_permutex2var_epi64(t18, _mm256_setr_epi64x(1, 3, 5, 7), t19);
            t22 = _mm256_add_epi64(t21, _mm256_set1_epi64x((long long)1LL));
            t23 = out + (t16 + 1);
            t24 = _mm256_sub_epi64(t20, t21);
            t25 = _mm256_permutex2var_epi64(t22, _mm256_setr_epi64x(0, 4, 1, 5), t24);
            _mm256_storeu_si256((__m256i *)(t23 + -1), t25);
            t26 = _mm256_permutex2var_epi64(t22, _mm256_setr_epi64x(2, 6, 3, 7), t24);
            _mm256_storeu_si256((__m256i *)(t23 + 3), t26);
            t27 = 2 * (int)((long)0 + (t1 + 8L));
            t28 = in + t27;
            t29 = _mm256_loadu_si256((const __m256i *)t28);
            t30 = _mm256_loadu_si256((const __m256i *)(t28 + 4));
            t31 = _mm256_permutex2var_epi64(t29, _mm256_setr_epi64x(0, 2, 4, 6), t30);
            t32 = _mm256_permutex2var_epi64(t29, _mm256_setr_epi64x(1, 3, 5, 7), t30);
            t33 = _mm256_add_epi64(t32, _mm256_set1_epi64x((long long)1LL));
            t34 = out + (t27 + 1);
            t35 = _mm256_sub_epi64(t31, t32);
            t36 = _mm256_permutex2var_epi64(t33, _mm256_setr_epi64x(0, 4, 1, 5), t35);
            _mm256_storeu_si256((__m256i *)(t34 + -1), t36);
            t37 = _mm256_permutex2var_epi64(t33, _mm256_setr_epi64x(2, 6, 3, 7), t35);
            _mm256_storeu_si256((__m256i *)(t34 + 3), t37);
            t38 = 2 * (int)((long)0 + (t1 + 12L));
            t39 = in + t38;
            t40 = _mm256_loadu_si256((const __m256i *)t39);
            t41 = _mm256_loadu_si256((const __m256i *)(t39 + 4));
            t42 = _mm256_permutex2var_epi64(t40, _mm256_setr_epi64x(0, 2, 4, 6), t41);
            t43 = _mm256_permutex2var_epi64(t40, _mm256_setr_epi64x(1, 3, 5, 7), t41);
            t44 = _mm256_add_epi64(t43, _mm256_set1_epi64x((long long)1LL));
            t45 = out + (t38 + 1);
            t46 = _mm256_sub_epi64(t42, t43);
            t47 = _mm256_permutex2var_epi64(t44, _mm256_setr_epi64x(0, 4, 1, 5), t46);
            _mm256_storeu_si256((__m256i *)(t45 + -1), t47);
            t48 = _mm256_permutex2var_epi64(t44, _mm256_setr_epi64x(2, 6, 3, 7), t46);
            _mm256_storeu_si256((__m256i *)(t45 + 3), t48);
            t1 += 16L;
        } while (t1 < t4);
        t49 = (int)((long)0 + t4);
    } else {
        t49 = 0;
    }
    t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        t51 = t50 & -4L;
        t2 = 0L;
        do {
            t52 = 2 * (int)((long)t49 + t2);
            t53 = in + t52;
            t54 = _mm256_loadu_si256((const __m256i *)t53);
            t55 = _mm256_loadu_si256((const __m256i *)(t53 + 4));
            t56 = _mm256_permutex2var_epi64(t54, _mm256_setr_epi64x(0, 2, 4, 6), t55);
            t57 = _mm256_permutex2var_epi64(t54, _mm256_setr_epi64x(1, 3, 5, 7), t55);
            t58 = _mm256_add_epi64(t57, _mm256_set1_epi64x((long long)1LL));
            t59 = out + (t52 + 1);
            t60 = _mm256_sub_epi64(t56, t57);
            t61 = _mm256_permutex2var_epi64(t58, _mm256_setr_epi64x(0, 4, 1, 5), t60);
            _mm256_storeu_si256((__m256i *)(t59 + -1), t61);
            t62 = _mm256_permutex2var_epi64(t58, _mm256_setr_epi64x(2, 6, 3, 7), t60);
            _mm256_storeu_si256((__m256i *)(t59 + 3), t62);
            t2 += 4L;
        } while (t2 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        t63 = 2 * i;
        t64 = (long)t63;
        lo = in[t64];
        t65 = (long)(t63 + 1);
        hi = in[t65];
        out[t64] = hi + 1LL;
        out[t65] = lo - hi;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sum_quads(int n, const unsigned *q) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    unsigned int s;
    long t6;
    long t7;
    const unsigned int *t8;
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
    const unsigned int *t28;
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
    int t49;
    unsigned int t50;
    long t51;
    long t52;
    const unsigned int *t53;
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
    int i;
    int t73;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        do {
            t8 = q + 4 * (int)((long)0 + t1);
            t9 = _mm256_loadu_si256((const __m256i *)t8);
            t10 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
            t11 = _mm256_loadu_si256((const __m256i *)(t8 + 16));
            t12 = _mm256_loadu_si256((const __m256i *)(t8 + 24));
            t13 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 0, 4, 8, 12, 0, 0, 0, 0);
            t14 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t13, (vcc_v8_uint)t11, 0, 1, 2, 3, 8, 12, 6, 7);
            t15 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t14, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 8, 12);
            t16 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 1, 5, 9, 13, 0, 0, 0, 0);
            t17 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t16, (vcc_v8_uint)t11, 0, 1, 2, 3, 9, 13, 6, 7);
            t18 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t17, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 9, 13);
            t19 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 2, 6, 10, 14, 0, 0, 0, 0);
            t20 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t19, (vcc_v8_uint)t11, 0, 1, 2, 3, 10, 14, 6, 7);
            t21 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t20, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 10, 14);
            t22 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 3, 7, 11, 15, 0, 0, 0, 0);
            t23 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t22, (vcc_v8_uint)t11, 0, 1, 2, 3, 11, 15, 6, 7);
            t24 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t23, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 11, 15);
            t25 = _mm256_xor_si256(t15, t18);
            t26 = _mm256_xor_si256(t25, t21);
            t27 = _mm256_xor_si256(t26, t24);
            t2 = _mm256_add_epi32(t2, t27);
            t28 = q + 4 * (int)((long)0 + (t1 + 8L));
            t29 = _mm256_loadu_si256((const __m256i *)t28);
            t30 = _mm256_loadu_si256((const __m256i *)(t28 + 8));
            t31 = _mm256_loadu_si256((const __m256i *)(t28 + 16));
            t32 = _mm256_loadu_si256((const __m256i *)(t28 + 24));
            t33 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 0, 4, 8, 12, 0, 0, 0, 0);
            t34 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t33, (vcc_v8_uint)t31, 0, 1, 2, 3, 8, 12, 6, 7);
            t35 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t34, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 8, 12);
            t36 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 1, 5, 9, 13, 0, 0, 0, 0);
            t37 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t36, (vcc_v8_uint)t31, 0, 1, 2, 3, 9, 13, 6, 7);
            t38 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t37, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 9, 13);
            t39 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 2, 6, 10, 14, 0, 0, 0, 0);
            t40 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t39, (vcc_v8_uint)t31, 0, 1, 2, 3, 10, 14, 6, 7);
            t41 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t40, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 10, 14);
            t42 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 3, 7, 11, 15, 0, 0, 0, 0);
            t43 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t42, (vcc_v8_uint)t31, 0, 1, 2, 3, 11, 15, 6, 7);
            t44 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t43, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 11, 15);
            t45 = _mm256_xor_si256(t35, t38);
            t46 = _mm256_xor_si256(t45, t41);
            t47 = _mm256_xor_si256(t46, t44);
            t3 = _mm256_add_epi32(t3, t47);
            t1 += 16L;
        } while (t1 < t7);
        t48 = _mm256_add_epi32(t2, t3);
        t49 = (int)((long)0 + t7);
        t50 = 0U + vcc_avx2_sum_epi32(t48);
    } else {
        t49 = 0;
        t50 = 0U;
    }
    t51 = (long)n + (long)t49 * -1L;
    if (t51 >= 8L) {
        t52 = t51 & -8L;
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)0);
        do {
            t53 = q + 4 * (int)((long)t49 + t4);
            t54 = _mm256_loadu_si256((const __m256i *)t53);
            t55 = _mm256_loadu_si256((const __m256i *)(t53 + 8));
            t56 = _mm256_loadu_si256((const __m256i *)(t53 + 16));
            t57 = _mm256_loadu_si256((const __m256i *)(t53 + 24));
            t58 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 0, 4, 8, 12, 0, 0, 0, 0);
            t59 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t56, 0, 1, 2, 3, 8, 12, 6, 7);
            t60 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t59, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 8, 12);
            t61 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 1, 5, 9, 13, 0, 0, 0, 0);
            t62 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t61, (vcc_v8_uint)t56, 0, 1, 2, 3, 9, 13, 6, 7);
            t63 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t62, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 9, 13);
            t64 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 2, 6, 10, 14, 0, 0, 0, 0);
            t65 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t64, (vcc_v8_uint)t56, 0, 1, 2, 3, 10, 14, 6, 7);
            t66 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t65, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 10, 14);
            t67 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 3, 7, 11, 15, 0, 0, 0, 0);
            t68 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t67, (vcc_v8_uint)t56, 0, 1, 2, 3, 11, 15, 6, 7);
            t69 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t68, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 11, 15);
            t70 = _mm256_xor_si256(t60, t63);
            t71 = _mm256_xor_si256(t70, t66);
            t72 = _mm256_xor_si256(t71, t69);
            t5 = _mm256_add_epi32(t5, t72);
            t4 += 8L;
        } while (t4 < t52);
        i = (int)((long)t49 + t52);
        s = t50 + vcc_avx2_sum_epi32(t5);
    } else {
        i = t49;
        s = t50;
    }
    for (; i < n; i++) {
        t73 = 4 * i;
        s += q[t73] ^ q[t73 + 1] ^ q[t73 + 2] ^ q[t73 + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    for (int i = 0; i < n; i++) {
        int t = a[2 * i];
        a[2 * i] = a[2 * i + 1];
        a[2 * i + 1] = t;
    }
}

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

static __typeof__(even80) even80 __attribute__((aligned(32)));
static __typeof__(from80) from80 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void evens_of_known_array(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    float *t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    int t10;
    float *t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    int t16;
    float *t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    int t22;
    float *t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    int t28;
    long t29;
    long t30;
    int t31;
    float *t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    int i;
    if (40L >= 32L) {
        t3 = 40L & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = &even80[2 * t4];
            t6 = _mm256_loadu_ps(t5);
            t7 = _mm256_loadu_ps(t5 + 8);
            t8 = _mm256_permutex2var_ps(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t7);
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t4], t9);
            t10 = (int)((long)0 + (t1 + 8L));
            t11 = &even80[2 * t10];
            t12 = _mm256_loadu_ps(t11);
            t13 = _mm256_loadu_ps(t11 + 8);
            t14 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t13);
            t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t10], t15);
            t16 = (int)((long)0 + (t1 + 16L));
            t17 = &even80[2 * t16];
            t18 = _mm256_loadu_ps(t17);
            t19 = _mm256_loadu_ps(t17 + 8);
            t20 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t16], t21);
            t22 = (int)((long)0 + (t1 + 24L));
            t23 = &even80[2 * t22];
            t24 = _mm256_loadu_ps(t23);
            t25 = _mm256_loadu_ps(t23 + 8);
            t26 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t25);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t22], t27);
            t1 += 32L;
        } while (t1 < t3);
        t28 = (int)((long)0 + t3);
    } else {
        t28 = 0;
    }
    t29 = (long)t28 * -1L + 40L - 1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t2 = 0L;
        do {
            t31 = (int)((long)t28 + t2);
            t32 = &even80[2 * t31];
            t33 = _mm256_loadu_ps(t32);
            t34 = _mm256_loadu_ps(t32 + 8);
            t35 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t34);
            t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t31], t36);
            t2 += 8L;
        } while (t2 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < 40; i++) {
        from80[i] = even80[2 * i] * 0.5f;
    }
}

static __typeof__(odd79) odd79 __attribute__((aligned(32)));
static __typeof__(from79) from79 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void evens_of_short_array(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    float *t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    int t11;
    float *t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    int t17;
    float *t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    int t23;
    float *t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    long t31;
    int t32;
    float *t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    int i;
    t3 = 40L - 1L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = &odd79[2 * t5];
            t7 = _mm256_loadu_ps(t6);
            t8 = _mm256_loadu_ps(t6 + 8);
            t9 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t8);
            t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t5], t10);
            t11 = (int)((long)0 + (t1 + 8L));
            t12 = &odd79[2 * t11];
            t13 = _mm256_loadu_ps(t12);
            t14 = _mm256_loadu_ps(t12 + 8);
            t15 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t14);
            t16 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t11], t16);
            t17 = (int)((long)0 + (t1 + 16L));
            t18 = &odd79[2 * t17];
            t19 = _mm256_loadu_ps(t18);
            t20 = _mm256_loadu_ps(t18 + 8);
            t21 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t20);
            t22 = _mm256_add_ps(t21, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t17], t22);
            t23 = (int)((long)0 + (t1 + 24L));
            t24 = &odd79[2 * t23];
            t25 = _mm256_loadu_ps(t24);
            t26 = _mm256_loadu_ps(t24 + 8);
            t27 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t26);
            t28 = _mm256_add_ps(t27, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t23], t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)t29 * -1L + 40L - 1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (int)((long)t29 + t2);
            t33 = &odd79[2 * t32];
            t34 = _mm256_loadu_ps(t33);
            t35 = _mm256_loadu_ps(t33 + 8);
            t36 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t35);
            t37 = _mm256_add_ps(t36, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t32], t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    int n;
    int t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int i;
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256 t35;
    __m256 t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256 t49;
    __m256 t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256 t56;
    __m256 t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int t62;
    long t63;
    int t64;
    long t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256 t71;
    __m256 t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    int t77;
    long t78;
    int t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    long t87;
    __m256 t88;
    __m256 t89;
    int i_1;
    unsigned long t90;
    int count_idx;
    int n_1;
    int t91;
    short *s1;
    int t92;
    short *s2;
    unsigned char *g;
    int t93;
    unsigned char *rgba;
    double *d1;
    int t94;
    double *d3;
    float *f1;
    float *f4;
    float *f3;
    float *x;
    float *y;
    float *z;
    long long *l1;
    long long *l2;
    unsigned int *q;
    int *p;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    int fill_idx_9;
    unsigned int t95;
    unsigned long t96;
    unsigned long t97;
    unsigned long t98;
    unsigned long t99;
    unsigned long t100;
    unsigned long t101;
    unsigned long t102;
    unsigned long t103;
    t8 = (int)((unsigned int)0 * (unsigned int)7);
    if ((80L >= 16L) & (t8 >= 0)) {
        t9 = 80L & -16L;
        t10 = _mm256_set1_epi32((int)(t8 % 13));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)13));
        t14 = _mm256_min_epu32(t12, t13);
        t1 = t14;
        t2 = 0L;
        do {
            t15 = _mm256_cvtepi32_ps(t1);
            t16 = _mm256_sub_ps(t15, _mm256_set1_ps(6.0f));
            _mm256_storeu_ps(&even80[(int)((long)0 + t2)], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
            t18 = t17;
            t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)13));
            t20 = _mm256_min_epu32(t18, t19);
            t21 = t20;
            t22 = _mm256_cvtepi32_ps(t21);
            t23 = _mm256_sub_ps(t22, _mm256_set1_ps(6.0f));
            _mm256_storeu_ps(&even80[(int)((long)0 + (t2 + 8L))], t23);
            t2 += 16L;
            t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)13));
            t27 = _mm256_min_epu32(t25, t26);
            t1 = t27;
        } while (t2 < t9);
        i = (int)((long)0 + t9);
    } else {
        i = 0;
    }
    for (; i < 80; i++) {
        even80[i] = (float)(i * 7 % 13) - 6.0f;
    }
    t28 = (int)((unsigned int)0 * (unsigned int)5);
    if ((79L >= 32L) & (t28 >= 0)) {
        t29 = 79L & -32L;
        t30 = _mm256_set1_epi32((int)(t28 % 11));
        t31 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2));
        t32 = t31;
        t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)11));
        t34 = _mm256_min_epu32(t32, t33);
        t3 = t34;
        t4 = 0L;
        do {
            t35 = _mm256_cvtepi32_ps(t3);
            t36 = _mm256_sub_ps(t35, _mm256_set1_ps(5.0f));
            _mm256_storeu_ps(&odd79[(int)((long)0 + t4)], t36);
            t37 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)7));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)11));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = _mm256_cvtepi32_ps(t41);
            t43 = _mm256_sub_ps(t42, _mm256_set1_ps(5.0f));
            _mm256_storeu_ps(&odd79[(int)((long)0 + (t4 + 8L))], t43);
            t44 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)3));
            t45 = t44;
            t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)11));
            t47 = _mm256_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm256_cvtepi32_ps(t48);
            t50 = _mm256_sub_ps(t49, _mm256_set1_ps(5.0f));
            _mm256_storeu_ps(&odd79[(int)((long)0 + (t4 + 16L))], t50);
            t51 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)10));
            t52 = t51;
            t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)11));
            t54 = _mm256_min_epu32(t52, t53);
            t55 = t54;
            t56 = _mm256_cvtepi32_ps(t55);
            t57 = _mm256_sub_ps(t56, _mm256_set1_ps(5.0f));
            _mm256_storeu_ps(&odd79[(int)((long)0 + (t4 + 24L))], t57);
            t4 += 32L;
            t58 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)6));
            t59 = t58;
            t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32((int)11));
            t61 = _mm256_min_epu32(t59, t60);
            t3 = t61;
        } while (t4 < t29);
        t62 = (int)((long)0 + t29);
    } else {
        t62 = 0;
    }
    t63 = (long)t62 * -1L + 79L;
    t64 = (int)((unsigned int)t62 * (unsigned int)5);
    if ((t63 >= 8L) & (t64 >= 0)) {
        t65 = t63 & -8L;
        t66 = _mm256_set1_epi32((int)(t64 % 11));
        t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2));
        t68 = t67;
        t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32((int)11));
        t70 = _mm256_min_epu32(t68, t69);
        t5 = t70;
        t6 = 0L;
        do {
            t71 = _mm256_cvtepi32_ps(t5);
            t72 = _mm256_sub_ps(t71, _mm256_set1_ps(5.0f));
            _mm256_storeu_ps(&odd79[(int)((long)t62 + t6)], t72);
            t6 += 8L;
            t73 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)7));
            t74 = t73;
            t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32((int)11));
            t76 = _mm256_min_epu32(t74, t75);
            t5 = t76;
        } while (t6 < t65);
        t77 = (int)((long)t62 + t65);
    } else {
        t77 = t62;
    }
    t78 = (long)t77 * -1L + 79L;
    t79 = (int)((unsigned int)t77 * (unsigned int)5);
    if ((t78 >= 1L) & (t78 <= 8L) & (t79 >= 0)) {
        t80 = _mm256_set1_epi32((int)(int)t78);
        t81 = _mm256_cmpgt_epi32(t80, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t82 = _mm256_set1_epi32((int)(t79 % 11));
        t83 = _mm256_add_epi32(t82, _mm256_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2));
        t84 = t83;
        t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32((int)11));
        t86 = _mm256_min_epu32(t84, t85);
        t7 = t86;
        t87 = 0L;
        t88 = _mm256_cvtepi32_ps(t7);
        t89 = _mm256_sub_ps(t88, _mm256_set1_ps(5.0f));
        _mm256_mask_storeu_ps(&odd79[(int)((long)t77 + t87)], _mm256_movepi32_mask(t81), t89);
        i_1 = (int)((long)t77 + t78);
    } else {
        i_1 = t77;
    }
    for (; i_1 < 79; i_1++) {
        odd79[i_1] = (float)(i_1 * 5 % 11) - 5.0f;
    }
    (_mm256_zeroupper(), evens_of_known_array());
    (_mm256_zeroupper(), evens_of_short_array());
    t90 = (_mm256_zeroupper(), hash_bytes((const void *)from79, 160UL));
    printf("known %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)from80, 160UL)), (unsigned long long)t90);
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t91 = 1;
        } else {
            t91 = 0;
            n = n_1;
        }
        if (!t91) {
            return 0;
        }
        s1 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        t92 = 2 * n;
        s2 = (short *)(_mm256_zeroupper(), new_array(t92, 2UL));
        g = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        t93 = 4 * n;
        rgba = (unsigned char *)(_mm256_zeroupper(), new_array(t93, 1UL));
        d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        t94 = 3 * n;
        d3 = (double *)(_mm256_zeroupper(), new_array(t94, 8UL));
        f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        f4 = (float *)(_mm256_zeroupper(), new_array(t93, 4UL));
        f3 = (float *)(_mm256_zeroupper(), new_array(t94, 4UL));
        x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        z = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        l1 = (long long *)(_mm256_zeroupper(), new_array(t92, 8UL));
        l2 = (long long *)(_mm256_zeroupper(), new_array(t92, 8UL));
        q = (unsigned int *)(_mm256_zeroupper(), new_array(t93, 4UL));
        p = (int *)(_mm256_zeroupper(), new_array(t92, 4UL));
        for (fill_idx = 0; fill_idx < t92; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < t93; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < t94; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < t93; fill_idx_3++) {
            f4[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            x[fill_idx_4] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            y[fill_idx_5] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            z[fill_idx_6] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < t92; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < t93; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1073741824U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < t92; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        (_mm256_zeroupper(), second_of_pair(n, s1, s2));
        (_mm256_zeroupper(), rgba_to_grey(n, g, rgba));
        (_mm256_zeroupper(), triple_norm(n, d1, d3));
        (_mm256_zeroupper(), outer_members(n, f1, f4));
        (_mm256_zeroupper(), pack3(n, f3, x, y, z));
        (_mm256_zeroupper(), split_join_long(n, l1, l2));
        (_mm256_zeroupper(), swap_pairs(n, p));
        t95 = (_mm256_zeroupper(), sum_quads(n, q));
        t96 = (unsigned long)t92;
        t97 = (_mm256_zeroupper(), hash_bytes((const void *)p, t96 * 4UL));
        t98 = (_mm256_zeroupper(), hash_bytes((const void *)l1, t96 * 8UL));
        t99 = (_mm256_zeroupper(), hash_bytes((const void *)f3, (unsigned long)t94 * 4UL));
        t100 = (unsigned long)n;
        t101 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t100 * 4UL));
        t102 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t100 * 8UL));
        t103 = (_mm256_zeroupper(), hash_bytes((const void *)g, t100 * 1UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s1, t100 * 2UL)), (unsigned long long)t103, (unsigned long long)t102, (unsigned long long)t101, (unsigned long long)t99, (unsigned long long)t98, (unsigned long long)t97, t95);
        free((void *)s1);
        free((void *)s2);
        free((void *)g);
        free((void *)rgba);
        free((void *)d1);
        free((void *)d3);
        free((void *)f1);
        free((void *)f4);
        free((void *)f3);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)l1);
        free((void *)l2);
        free((void *)q);
        free((void *)p);
    }
}
