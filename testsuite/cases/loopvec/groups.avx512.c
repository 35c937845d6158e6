/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 7 */
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
    int t4;
    int t5;
    const short *t6;
    const short *t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int t15;
    long t16;
    long t17;
    long t18;
    int t19;
    const short *t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 16L));
            t6 = b + (2 * t4 + 1);
            t7 = b + (2 * t5 + 1);
            t8 = _mm256_loadu_si256((const __m256i *)t6);
            t9 = _mm256_loadu_si256((const __m256i *)(t6 + 16));
            t10 = (__m256i)__builtin_shufflevector((vcc_v16_short)t8, (vcc_v16_short)t9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            t11 = _mm256_loadu_si256((const __m256i *)t7);
            t12 = _mm256_loadu_si256((const __m256i *)(t7 + 16));
            t13 = (__m256i)__builtin_shufflevector((vcc_v16_short)t11, (vcc_v16_short)t12, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            _mm256_storeu_si256((__m256i *)(a + t4), t10);
            _mm256_storeu_si256((__m256i *)(a + t5), t13);
            t14 = t3 + 32L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        t15 = (int)((long)0 + t2);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L - 1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t18 = 0L;
        for (;;) {
            t19 = (int)((long)t15 + t18);
            t20 = b + (2 * t19 + 1);
            t21 = _mm256_loadu_si256((const __m256i *)t20);
            t22 = _mm256_loadu_si256((const __m256i *)(t20 + 16));
            t23 = (__m256i)__builtin_shufflevector((vcc_v16_short)t21, (vcc_v16_short)t22, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            _mm256_storeu_si256((__m256i *)(a + t19), t23);
            t24 = t18 + 16L;
            if (t24 >= t17) {
                break;
            }
            t18 = t24;
        }
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
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    vcc_v16_int t19;
    vcc_v16_int t20;
    vcc_v16_int t21;
    vcc_v16_int t22;
    vcc_v16_int t23;
    vcc_v16_int t24;
    __m128i t25;
    long t26;
    int i;
    int t27;
    t1 = (long)n - 1L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = rgba + 4 * t4;
            t6 = _mm_loadu_si128((const __m128i *)t5);
            t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            t9 = _mm_loadu_si128((const __m128i *)(t5 + 48));
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            t15 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t14, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            t16 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            t17 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t16, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            t18 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t17, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            t19 = ({ __m128i vcc_h0 = t12; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t20 = ({ __m128i vcc_h0 = t15; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t21 = t19 + t20;
            t22 = ({ __m128i vcc_h0 = t18; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t23 = t21 + t22;
            t24 = t23 / (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            t25 = (__m128i)__builtin_convertvector(__builtin_convertvector(t24, vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(grey + t4), t25);
            t26 = t3 + 16L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t27 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t27] + (int)rgba[t27 + 1] + (int)rgba[t27 + 2]) / 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void triple_norm(int n, double *restrict out, const double *restrict v) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    const double *t8;
    const double *t9;
    const double *t10;
    const double *t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
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
    __m256d t37;
    __m256d t38;
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
    __m256d t53;
    __m256d t54;
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
    long t68;
    int t69;
    long t70;
    long t71;
    long t72;
    int t73;
    const double *t74;
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
    __m256d t88;
    long t89;
    int i;
    int t90;
    double t91;
    double t92;
    double t93;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = v + 3 * t4;
            t9 = v + 3 * t5;
            t10 = v + 3 * t6;
            t11 = v + 3 * t7;
            t12 = _mm256_loadu_pd(t8);
            t13 = _mm256_loadu_pd(t8 + 4);
            t14 = _mm256_loadu_pd(t8 + 8);
            t15 = (__m256d)__builtin_shufflevector((vcc_v4_double)t12, (vcc_v4_double)t13, 0, 3, 6, 0);
            t16 = (__m256d)__builtin_shufflevector((vcc_v4_double)t15, (vcc_v4_double)t14, 0, 1, 2, 5);
            t17 = (__m256d)__builtin_shufflevector((vcc_v4_double)t12, (vcc_v4_double)t13, 1, 4, 7, 0);
            t18 = (__m256d)__builtin_shufflevector((vcc_v4_double)t17, (vcc_v4_double)t14, 0, 1, 2, 6);
            t19 = (__m256d)__builtin_shufflevector((vcc_v4_double)t12, (vcc_v4_double)t13, 2, 5, 0, 0);
            t20 = (__m256d)__builtin_shufflevector((vcc_v4_double)t19, (vcc_v4_double)t14, 0, 1, 4, 7);
            t21 = _mm256_loadu_pd(t9);
            t22 = _mm256_loadu_pd(t9 + 4);
            t23 = _mm256_loadu_pd(t9 + 8);
            t24 = (__m256d)__builtin_shufflevector((vcc_v4_double)t21, (vcc_v4_double)t22, 0, 3, 6, 0);
            t25 = (__m256d)__builtin_shufflevector((vcc_v4_double)t24, (vcc_v4_double)t23, 0, 1, 2, 5);
            t26 = (__m256d)__builtin_shufflevector((vcc_v4_double)t21, (vcc_v4_double)t22, 1, 4, 7, 0);
            t27 = (__m256d)__builtin_shufflevector((vcc_v4_double)t26, (vcc_v4_double)t23, 0, 1, 2, 6);
            t28 = (__m256d)__builtin_shufflevector((vcc_v4_double)t21, (vcc_v4_double)t22, 2, 5, 0, 0);
            t29 = (__m256d)__builtin_shufflevector((vcc_v4_double)t28, (vcc_v4_double)t23, 0, 1, 4, 7);
            t30 = _mm256_loadu_pd(t10);
            t31 = _mm256_loadu_pd(t10 + 4);
            t32 = _mm256_loadu_pd(t10 + 8);
            t33 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t31, 0, 3, 6, 0);
            t34 = (__m256d)__builtin_shufflevector((vcc_v4_double)t33, (vcc_v4_double)t32, 0, 1, 2, 5);
            t35 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t31, 1, 4, 7, 0);
            t36 = (__m256d)__builtin_shufflevector((vcc_v4_double)t35, (vcc_v4_double)t32, 0, 1, 2, 6);
            t37 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t31, 2, 5, 0, 0);
            t38 = (__m256d)__builtin_shufflevector((vcc_v4_double)t37, (vcc_v4_double)t32, 0, 1, 4, 7);
            t39 = _mm256_loadu_pd(t11);
            t40 = _mm256_loadu_pd(t11 + 4);
            t41 = _mm256_loadu_pd(t11 + 8);
            t42 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 0, 3, 6, 0);
            t43 = (__m256d)__builtin_shufflevector((vcc_v4_double)t42, (vcc_v4_double)t41, 0, 1, 2, 5);
            t44 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 1, 4, 7, 0);
            t45 = (__m256d)__builtin_shufflevector((vcc_v4_double)t44, (vcc_v4_double)t41, 0, 1, 2, 6);
            t46 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 2, 5, 0, 0);
            t47 = (__m256d)__builtin_shufflevector((vcc_v4_double)t46, (vcc_v4_double)t41, 0, 1, 4, 7);
            t48 = _mm256_mul_pd(t16, t16);
            t49 = _mm256_mul_pd(t25, t25);
            t50 = _mm256_mul_pd(t34, t34);
            t51 = _mm256_mul_pd(t43, t43);
            t52 = _mm256_mul_pd(t18, t18);
            t53 = _mm256_mul_pd(t27, t27);
            t54 = _mm256_mul_pd(t36, t36);
            t55 = _mm256_mul_pd(t45, t45);
            t56 = _mm256_add_pd(t48, t52);
            t57 = _mm256_add_pd(t49, t53);
            t58 = _mm256_add_pd(t50, t54);
            t59 = _mm256_add_pd(t51, t55);
            t60 = _mm256_mul_pd(t20, t20);
            t61 = _mm256_mul_pd(t29, t29);
            t62 = _mm256_mul_pd(t38, t38);
            t63 = _mm256_mul_pd(t47, t47);
            t64 = _mm256_add_pd(t56, t60);
            t65 = _mm256_add_pd(t57, t61);
            t66 = _mm256_add_pd(t58, t62);
            t67 = _mm256_add_pd(t59, t63);
            _mm256_storeu_pd(out + t4, t64);
            _mm256_storeu_pd(out + t5, t65);
            _mm256_storeu_pd(out + t6, t66);
            _mm256_storeu_pd(out + t7, t67);
            t68 = t3 + 16L;
            if (t68 >= t2) {
                break;
            }
            t3 = t68;
        }
        t69 = (int)((long)0 + t2);
    } else {
        t69 = 0;
    }
    t70 = (long)n + (long)t69 * -1L;
    if (t70 >= 4L) {
        t71 = t70 & -4L;
        t72 = 0L;
        for (;;) {
            t73 = (int)((long)t69 + t72);
            t74 = v + 3 * t73;
            t75 = _mm256_loadu_pd(t74);
            t76 = _mm256_loadu_pd(t74 + 4);
            t77 = _mm256_loadu_pd(t74 + 8);
            t78 = (__m256d)__builtin_shufflevector((vcc_v4_double)t75, (vcc_v4_double)t76, 0, 3, 6, 0);
            t79 = (__m256d)__builtin_shufflevector((vcc_v4_double)t78, (vcc_v4_double)t77, 0, 1, 2, 5);
            t80 = (__m256d)__builtin_shufflevector((vcc_v4_double)t75, (vcc_v4_double)t76, 1, 4, 7, 0);
            t81 = (__m256d)__builtin_shufflevector((vcc_v4_double)t80, (vcc_v4_double)t77, 0, 1, 2, 6);
            t82 = (__m256d)__builtin_shufflevector((vcc_v4_double)t75, (vcc_v4_double)t76, 2, 5, 0, 0);
            t83 = (__m256d)__builtin_shufflevector((vcc_v4_double)t82, (vcc_v4_double)t77, 0, 1, 4, 7);
            t84 = _mm256_mul_pd(t79, t79);
            t85 = _mm256_mul_pd(t81, t81);
            t86 = _mm256_add_pd(t84, t85);
            t87 = _mm256_mul_pd(t83, t83);
            t88 = _mm256_add_pd(t86, t87);
            _mm256_storeu_pd(out + t73, t88);
            t89 = t72 + 4L;
            if (t89 >= t71) {
                break;
            }
            t72 = t89;
        }
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        t90 = 3 * i;
        t91 = v[t90];
        t92 = v[t90 + 1];
        t93 = v[t90 + 2];
        out[i] = t91 * t91 + t92 * t92 + t93 * t93;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void outer_members(int n, float *restrict out, const float *restrict v) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    const float *t6;
    const float *t7;
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
    __m256 t18;
    __m256 t19;
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
    long t30;
    int t31;
    long t32;
    long t33;
    long t34;
    int t35;
    const float *t36;
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
    __m256 t47;
    long t48;
    int i;
    int t49;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = v + (4 * t4 + 3);
            t7 = v + (4 * t5 + 3);
            t8 = _mm256_loadu_ps(t6 + -3);
            t9 = _mm256_loadu_ps(t6 + 5);
            t10 = _mm256_loadu_ps(t6 + 13);
            t11 = _mm256_loadu_ps(t6 + 21);
            t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t9, 3, 7, 11, 15, 0, 0, 0, 0);
            t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t10, 0, 1, 2, 3, 11, 15, 6, 7);
            t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t11, 0, 1, 2, 3, 4, 5, 11, 15);
            t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t9, 0, 4, 8, 12, 0, 0, 0, 0);
            t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t10, 0, 1, 2, 3, 8, 12, 6, 7);
            t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t11, 0, 1, 2, 3, 4, 5, 8, 12);
            t18 = _mm256_loadu_ps(t7 + -3);
            t19 = _mm256_loadu_ps(t7 + 5);
            t20 = _mm256_loadu_ps(t7 + 13);
            t21 = _mm256_loadu_ps(t7 + 21);
            t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t18, (vcc_v8_float)t19, 3, 7, 11, 15, 0, 0, 0, 0);
            t23 = (__m256)__builtin_shufflevector((vcc_v8_float)t22, (vcc_v8_float)t20, 0, 1, 2, 3, 11, 15, 6, 7);
            t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t21, 0, 1, 2, 3, 4, 5, 11, 15);
            t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t18, (vcc_v8_float)t19, 0, 4, 8, 12, 0, 0, 0, 0);
            t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t20, 0, 1, 2, 3, 8, 12, 6, 7);
            t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t26, (vcc_v8_float)t21, 0, 1, 2, 3, 4, 5, 8, 12);
            t28 = _mm256_sub_ps(t14, t17);
            t29 = _mm256_sub_ps(t24, t27);
            _mm256_storeu_ps(out + t4, t28);
            _mm256_storeu_ps(out + t5, t29);
            t30 = t3 + 16L;
            if (t30 >= t2) {
                break;
            }
            t3 = t30;
        }
        t31 = (int)((long)0 + t2);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = 0L;
        for (;;) {
            t35 = (int)((long)t31 + t34);
            t36 = v + (4 * t35 + 3);
            t37 = _mm256_loadu_ps(t36 + -3);
            t38 = _mm256_loadu_ps(t36 + 5);
            t39 = _mm256_loadu_ps(t36 + 13);
            t40 = _mm256_loadu_ps(t36 + 21);
            t41 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t38, 3, 7, 11, 15, 0, 0, 0, 0);
            t42 = (__m256)__builtin_shufflevector((vcc_v8_float)t41, (vcc_v8_float)t39, 0, 1, 2, 3, 11, 15, 6, 7);
            t43 = (__m256)__builtin_shufflevector((vcc_v8_float)t42, (vcc_v8_float)t40, 0, 1, 2, 3, 4, 5, 11, 15);
            t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t38, 0, 4, 8, 12, 0, 0, 0, 0);
            t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t39, 0, 1, 2, 3, 8, 12, 6, 7);
            t46 = (__m256)__builtin_shufflevector((vcc_v8_float)t45, (vcc_v8_float)t40, 0, 1, 2, 3, 4, 5, 8, 12);
            t47 = _mm256_sub_ps(t43, t46);
            _mm256_storeu_ps(out + t35, t47);
            t48 = t34 + 8L;
            if (t48 >= t33) {
                break;
            }
            t34 = t48;
        }
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t49 = 4 * i;
        out[i] = v[t49 + 3] - v[t49];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    float *t14;
    float *t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
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
    __m256 t31;
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    int t37;
    long t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    float *t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    long t51;
    int i;
    int t52;
    long t53;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (long)t4;
            t7 = (long)t5;
            t8 = _mm256_loadu_ps(x + t6);
            t9 = _mm256_loadu_ps(x + t7);
            t10 = _mm256_loadu_ps(y + t6);
            t11 = _mm256_loadu_ps(y + t7);
            t12 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            t13 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
            t14 = out + (3 * t4 + 2);
            t15 = out + (3 * t5 + 2);
            t16 = _mm256_loadu_ps(z + t6);
            t17 = _mm256_loadu_ps(z + t7);
            t18 = _mm256_add_ps(t16, _mm256_set1_ps(1.0f));
            t19 = _mm256_add_ps(t17, _mm256_set1_ps(1.0f));
            t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t12, 0, 8, 0, 1, 9, 0, 2, 10);
            t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t18, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t14 + -2, t21);
            t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t12, 0, 3, 11, 0, 4, 12, 0, 5);
            t23 = (__m256)__builtin_shufflevector((vcc_v8_float)t22, (vcc_v8_float)t18, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t14 + 6, t23);
            t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t12, 13, 0, 6, 14, 0, 7, 15, 0);
            t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t24, (vcc_v8_float)t18, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t14 + 14, t25);
            t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t13, 0, 8, 0, 1, 9, 0, 2, 10);
            t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t26, (vcc_v8_float)t19, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t15 + -2, t27);
            t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t13, 0, 3, 11, 0, 4, 12, 0, 5);
            t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t19, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t15 + 6, t29);
            t30 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t13, 13, 0, 6, 14, 0, 7, 15, 0);
            t31 = (__m256)__builtin_shufflevector((vcc_v8_float)t30, (vcc_v8_float)t19, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t15 + 14, t31);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t36 = 0L;
        for (;;) {
            t37 = (int)((long)t33 + t36);
            t38 = (long)t37;
            t39 = _mm256_loadu_ps(x + t38);
            t40 = _mm256_loadu_ps(y + t38);
            t41 = _mm256_mul_ps(t40, _mm256_set1_ps(2.0f));
            t42 = out + (3 * t37 + 2);
            t43 = _mm256_loadu_ps(z + t38);
            t44 = _mm256_add_ps(t43, _mm256_set1_ps(1.0f));
            t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t39, (vcc_v8_float)t41, 0, 8, 0, 1, 9, 0, 2, 10);
            t46 = (__m256)__builtin_shufflevector((vcc_v8_float)t45, (vcc_v8_float)t44, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t42 + -2, t46);
            t47 = (__m256)__builtin_shufflevector((vcc_v8_float)t39, (vcc_v8_float)t41, 0, 3, 11, 0, 4, 12, 0, 5);
            t48 = (__m256)__builtin_shufflevector((vcc_v8_float)t47, (vcc_v8_float)t44, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t42 + 6, t48);
            t49 = (__m256)__builtin_shufflevector((vcc_v8_float)t39, (vcc_v8_float)t41, 13, 0, 6, 14, 0, 7, 15, 0);
            t50 = (__m256)__builtin_shufflevector((vcc_v8_float)t49, (vcc_v8_float)t44, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t42 + 14, t50);
            t51 = t36 + 8L;
            if (t51 >= t35) {
                break;
            }
            t36 = t51;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t52 = 3 * i;
        t53 = (long)i;
        out[t52] = x[t53];
        out[t52 + 1] = y[t53] * 2.0f;
        out[t52 + 2] = z[t53] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    const long long *t8;
    const long long *t9;
    const long long *t10;
    const long long *t11;
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
    long long *t32;
    long long *t33;
    long long *t34;
    long long *t35;
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
    long t48;
    int t49;
    long t50;
    long t51;
    long t52;
    int t53;
    const long long *t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    long long *t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    long t64;
    int i;
    int t65;
    long t66;
    long long lo;
    long t67;
    long long hi;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = 2 * (int)((long)0 + t3);
            t5 = 2 * (int)((long)0 + (t3 + 4L));
            t6 = 2 * (int)((long)0 + (t3 + 8L));
            t7 = 2 * (int)((long)0 + (t3 + 12L));
            t8 = in + t4;
            t9 = in + t5;
            t10 = in + t6;
            t11 = in + t7;
            t12 = _mm256_loadu_si256((const __m256i *)t8);
            t13 = _mm256_loadu_si256((const __m256i *)(t8 + 4));
            t14 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t12, t13), 0xd8);
            t15 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t12, t13), 0xd8);
            t16 = _mm256_loadu_si256((const __m256i *)t9);
            t17 = _mm256_loadu_si256((const __m256i *)(t9 + 4));
            t18 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t16, t17), 0xd8);
            t19 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t16, t17), 0xd8);
            t20 = _mm256_loadu_si256((const __m256i *)t10);
            t21 = _mm256_loadu_si256((const __m256i *)(t10 + 4));
            t22 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t20, t21), 0xd8);
            t23 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t20, t21), 0xd8);
            t24 = _mm256_loadu_si256((const __m256i *)t11);
            t25 = _mm256_loadu_si256((const __m256i *)(t11 + 4));
            t26 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t24, t25), 0xd8);
            t27 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t24, t25), 0xd8);
            t28 = _mm256_add_epi64(t15, _mm256_set1_epi64x((long long)1LL));
            t29 = _mm256_add_epi64(t19, _mm256_set1_epi64x((long long)1LL));
            t30 = _mm256_add_epi64(t23, _mm256_set1_epi64x((long long)1LL));
            t31 = _mm256_add_epi64(t27, _mm256_set1_epi64x((long long)1LL));
            t32 = out + (t4 + 1);
            t33 = out + (t5 + 1);
            t34 = out + (t6 + 1);
            t35 = out + (t7 + 1);
            t36 = _mm256_sub_epi64(t14, t15);
            t37 = _mm256_sub_epi64(t18, t19);
            t38 = _mm256_sub_epi64(t22, t23);
            t39 = _mm256_sub_epi64(t26, t27);
            t40 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t28, t36), _mm256_unpackhi_epi64(t28, t36), 0x20);
            _mm256_storeu_si256((__m256i *)(t32 + -1), t40);
            t41 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t28, t36), _mm256_unpackhi_epi64(t28, t36), 0x31);
            _mm256_storeu_si256((__m256i *)(t32 + 3), t41);
            t42 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t29, t37), _mm256_unpackhi_epi64(t29, t37), 0x20);
            _mm256_storeu_si256((__m256i *)(t33 + -1), t42);
            t43 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t29, t37), _mm256_unpackhi_epi64(t29, t37), 0x31);
            _mm256_storeu_si256((__m256i *)(t33 + 3), t43);
            t44 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t30, t38), _mm256_unpackhi_epi64(t30, t38), 0x20);
            _mm256_storeu_si256((__m256i *)(t34 + -1), t44);
            t45 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t30, t38), _mm256_unpackhi_epi64(t30, t38), 0x31);
            _mm256_storeu_si256((__m256i *)(t34 + 3), t45);
            t46 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t31, t39), _mm256_unpackhi_epi64(t31, t39), 0x20);
            _mm256_storeu_si256((__m256i *)(t35 + -1), t46);
            t47 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t31, t39), _mm256_unpackhi_epi64(t31, t39), 0x31);
            _mm256_storeu_si256((__m256i *)(t35 + 3), t47);
            t48 = t3 + 16L;
            if (t48 >= t2) {
                break;
            }
            t3 = t48;
        }
        t49 = (int)((long)0 + t2);
    } else {
        t49 = 0;
    }
    t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        t51 = t50 & -4L;
        t52 = 0L;
        for (;;) {
            t53 = 2 * (int)((long)t49 + t52);
            t54 = in + t53;
            t55 = _mm256_loadu_si256((const __m256i *)t54);
            t56 = _mm256_loadu_si256((const __m256i *)(t54 + 4));
            t57 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t55, t56), 0xd8);
            t58 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t55, t56), 0xd8);
            t59 = _mm256_add_epi64(t58, _mm256_set1_epi64x((long long)1LL));
            t60 = out + (t53 + 1);
            t61 = _mm256_sub_epi64(t57, t58);
            t62 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t59, t61), _mm256_unpackhi_epi64(t59, t61), 0x20);
            _mm256_storeu_si256((__m256i *)(t60 + -1), t62);
            t63 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t59, t61), _mm256_unpackhi_epi64(t59, t61), 0x31);
            _mm256_storeu_si256((__m256i *)(t60 + 3), t63);
            t64 = t52 + 4L;
            if (t64 >= t51) {
                break;
            }
            t52 = t64;
        }
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        t65 = 2 * i;
        t66 = (long)t65;
        lo = in[t66];
        t67 = (long)(t65 + 1);
        hi = in[t67];
        out[t66] = hi + 1LL;
        out[t67] = lo - hi;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sum_quads(int n, const unsigned *q) {
    vcc_no_contract_body
    unsigned int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    const unsigned int *t6;
    const unsigned int *t7;
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
    long t48;
    __m256i t49;
    int t50;
    unsigned int t51;
    long t52;
    long t53;
    long t54;
    __m256i t55;
    const unsigned int *t56;
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
    long t77;
    int i;
    int t78;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = q + 4 * (int)((long)0 + t3);
            t7 = q + 4 * (int)((long)0 + (t3 + 8L));
            t8 = _mm256_loadu_si256((const __m256i *)t6);
            t9 = _mm256_loadu_si256((const __m256i *)(t6 + 8));
            t10 = _mm256_loadu_si256((const __m256i *)(t6 + 16));
            t11 = _mm256_loadu_si256((const __m256i *)(t6 + 24));
            t12 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t8, (vcc_v8_uint)t9, 0, 4, 8, 12, 0, 0, 0, 0);
            t13 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t12, (vcc_v8_uint)t10, 0, 1, 2, 3, 8, 12, 6, 7);
            t14 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t13, (vcc_v8_uint)t11, 0, 1, 2, 3, 4, 5, 8, 12);
            t15 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t8, (vcc_v8_uint)t9, 1, 5, 9, 13, 0, 0, 0, 0);
            t16 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t15, (vcc_v8_uint)t10, 0, 1, 2, 3, 9, 13, 6, 7);
            t17 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t16, (vcc_v8_uint)t11, 0, 1, 2, 3, 4, 5, 9, 13);
            t18 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t8, (vcc_v8_uint)t9, 2, 6, 10, 14, 0, 0, 0, 0);
            t19 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t18, (vcc_v8_uint)t10, 0, 1, 2, 3, 10, 14, 6, 7);
            t20 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t19, (vcc_v8_uint)t11, 0, 1, 2, 3, 4, 5, 10, 14);
            t21 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t8, (vcc_v8_uint)t9, 3, 7, 11, 15, 0, 0, 0, 0);
            t22 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t21, (vcc_v8_uint)t10, 0, 1, 2, 3, 11, 15, 6, 7);
            t23 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t22, (vcc_v8_uint)t11, 0, 1, 2, 3, 4, 5, 11, 15);
            t24 = _mm256_loadu_si256((const __m256i *)t7);
            t25 = _mm256_loadu_si256((const __m256i *)(t7 + 8));
            t26 = _mm256_loadu_si256((const __m256i *)(t7 + 16));
            t27 = _mm256_loadu_si256((const __m256i *)(t7 + 24));
            t28 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t24, (vcc_v8_uint)t25, 0, 4, 8, 12, 0, 0, 0, 0);
            t29 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t28, (vcc_v8_uint)t26, 0, 1, 2, 3, 8, 12, 6, 7);
            t30 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t27, 0, 1, 2, 3, 4, 5, 8, 12);
            t31 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t24, (vcc_v8_uint)t25, 1, 5, 9, 13, 0, 0, 0, 0);
            t32 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t31, (vcc_v8_uint)t26, 0, 1, 2, 3, 9, 13, 6, 7);
            t33 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t32, (vcc_v8_uint)t27, 0, 1, 2, 3, 4, 5, 9, 13);
            t34 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t24, (vcc_v8_uint)t25, 2, 6, 10, 14, 0, 0, 0, 0);
            t35 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t34, (vcc_v8_uint)t26, 0, 1, 2, 3, 10, 14, 6, 7);
            t36 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t35, (vcc_v8_uint)t27, 0, 1, 2, 3, 4, 5, 10, 14);
            t37 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t24, (vcc_v8_uint)t25, 3, 7, 11, 15, 0, 0, 0, 0);
            t38 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t37, (vcc_v8_uint)t26, 0, 1, 2, 3, 11, 15, 6, 7);
            t39 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t38, (vcc_v8_uint)t27, 0, 1, 2, 3, 4, 5, 11, 15);
            t40 = _mm256_xor_si256(t14, t17);
            t41 = _mm256_xor_si256(t30, t33);
            t42 = _mm256_xor_si256(t40, t20);
            t43 = _mm256_xor_si256(t41, t36);
            t44 = _mm256_xor_si256(t42, t23);
            t45 = _mm256_xor_si256(t43, t39);
            t46 = _mm256_add_epi32(t4, t44);
            t47 = _mm256_add_epi32(t5, t45);
            t48 = t3 + 16L;
            if (t48 >= t2) {
                break;
            }
            t3 = t48;
            t4 = t46;
            t5 = t47;
        }
        t49 = _mm256_add_epi32(t46, t47);
        t50 = (int)((long)0 + t2);
        t51 = 0U + vcc_avx2_sum_epi32(t49);
    } else {
        t50 = 0;
        t51 = 0U;
    }
    t52 = (long)n + (long)t50 * -1L;
    if (t52 >= 8L) {
        t53 = t52 & -8L;
        t54 = 0L;
        t55 = _mm256_set1_epi32((int)0);
        for (;;) {
            t56 = q + 4 * (int)((long)t50 + t54);
            t57 = _mm256_loadu_si256((const __m256i *)t56);
            t58 = _mm256_loadu_si256((const __m256i *)(t56 + 8));
            t59 = _mm256_loadu_si256((const __m256i *)(t56 + 16));
            t60 = _mm256_loadu_si256((const __m256i *)(t56 + 24));
            t61 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t58, 0, 4, 8, 12, 0, 0, 0, 0);
            t62 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t61, (vcc_v8_uint)t59, 0, 1, 2, 3, 8, 12, 6, 7);
            t63 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t62, (vcc_v8_uint)t60, 0, 1, 2, 3, 4, 5, 8, 12);
            t64 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t58, 1, 5, 9, 13, 0, 0, 0, 0);
            t65 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t64, (vcc_v8_uint)t59, 0, 1, 2, 3, 9, 13, 6, 7);
            t66 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t65, (vcc_v8_uint)t60, 0, 1, 2, 3, 4, 5, 9, 13);
            t67 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t58, 2, 6, 10, 14, 0, 0, 0, 0);
            t68 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t67, (vcc_v8_uint)t59, 0, 1, 2, 3, 10, 14, 6, 7);
            t69 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t68, (vcc_v8_uint)t60, 0, 1, 2, 3, 4, 5, 10, 14);
            t70 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t57, (vcc_v8_uint)t58, 3, 7, 11, 15, 0, 0, 0, 0);
            t71 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t70, (vcc_v8_uint)t59, 0, 1, 2, 3, 11, 15, 6, 7);
            t72 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t71, (vcc_v8_uint)t60, 0, 1, 2, 3, 4, 5, 11, 15);
            t73 = _mm256_xor_si256(t63, t66);
            t74 = _mm256_xor_si256(t73, t69);
            t75 = _mm256_xor_si256(t74, t72);
            t76 = _mm256_add_epi32(t55, t75);
            t77 = t54 + 8L;
            if (t77 >= t53) {
                break;
            }
            t54 = t77;
            t55 = t76;
        }
        i = (int)((long)t50 + t53);
        s = t51 + vcc_avx2_sum_epi32(t76);
    } else {
        i = t50;
        s = t51;
    }
    for (; i < n; i++) {
        t78 = 4 * i;
        s += q[t78] ^ q[t78 + 1] ^ q[t78 + 2] ^ q[t78 + 3];
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

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *s1 = new_array(n, 2), *s2 = new_array(2 * n, 2);
        unsigned char *g = new_array(n, 1), *rgba = new_array(4 * n, 1);
        double *d1 = new_array(n, 8), *d3 = new_array(3 * n, 8);
        float *f1 = new_array(n, 4), *f4 = new_array(4 * n, 4), *f3 = new_array(3 * n, 4);
        float *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        long long *l1 = new_array(2 * n, 8), *l2 = new_array(2 * n, 8);
        unsigned *q = new_array(4 * n, 4);
        int *p = new_array(2 * n, 4);
        FILL(s2, 2 * n, -30000, 60000);
        FILL(rgba, 4 * n, 0, 256);
        FILL(d3, 3 * n, -1000, 2000);
        FILL(f4, 4 * n, -1000, 2000);
        FILL(x, n, -1000, 2000);
        FILL(y, n, -1000, 2000);
        FILL(z, n, -1000, 2000);
        FILL(l2, 2 * n, -100000, 200000);
        FILL(q, 4 * n, 0, 1 << 30);
        FILL(p, 2 * n, -1000, 2000);
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, HASH(s1, n), HASH(g, n), HASH(d1, n), HASH(f1, n),
               HASH(f3, 3 * n), HASH(l1, 2 * n), HASH(p, 2 * n), sum_quads(n, q));
        free(s1), free(s2), free(g), free(rgba), free(d1), free(d3), free(f1), free(f4), free(f3);
        free(x), free(y), free(z), free(l1), free(l2), free(q), free(p);
    }
    return 0;
}
