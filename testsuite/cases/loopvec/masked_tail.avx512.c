/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized 14 */
/* The masked remainder (`loopvec/tail.rs`): on avx512 the last iterations, fewer than VF, run
 * as one vector iteration under the mask lane < remaining where the cost model says it pays
 * (k-masked loads and stores); on avx2 and generic they stay scalar where masked accesses cost
 * more. Every array ends exactly at a PROT_NONE page (`guarded`): a vector access to the element
 * after the last one the scalar loop touches segfaults, for loads and stores alike. */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Masked remainder on avx512: float, `a` broadcast. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256 t5;
    long t6;
    float *t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    long t12;
    float *t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    long t18;
    float *t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    long t24;
    float *t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    int t30;
    long t31;
    long t32;
    __m256 t33;
    long t34;
    float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256 t44;
    long t45;
    long t46;
    float *t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    int i;
    long t52;
    float *t53;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_ps(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm256_loadu_ps(x + t6);
            t9 = _mm256_mul_ps(t5, t8);
            t10 = _mm256_loadu_ps(t7);
            t11 = _mm256_add_ps(t9, t10);
            _mm256_storeu_ps(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = y + t12;
            t14 = _mm256_loadu_ps(x + t12);
            t15 = _mm256_mul_ps(t5, t14);
            t16 = _mm256_loadu_ps(t13);
            t17 = _mm256_add_ps(t15, t16);
            _mm256_storeu_ps(t13, t17);
            t18 = (long)(int)((long)0 + (t1 + 16L));
            t19 = y + t18;
            t20 = _mm256_loadu_ps(x + t18);
            t21 = _mm256_mul_ps(t5, t20);
            t22 = _mm256_loadu_ps(t19);
            t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(t19, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = y + t24;
            t26 = _mm256_loadu_ps(x + t24);
            t27 = _mm256_mul_ps(t5, t26);
            t28 = _mm256_loadu_ps(t25);
            t29 = _mm256_add_ps(t27, t28);
            _mm256_storeu_ps(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = _mm256_set1_ps(a);
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = _mm256_loadu_ps(x + t34);
            t37 = _mm256_mul_ps(t33, t36);
            t38 = _mm256_loadu_ps(t35);
            t39 = _mm256_add_ps(t37, t38);
            _mm256_storeu_ps(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        t40 = (int)((long)t30 + t32);
    } else {
        t40 = t30;
    }
    t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm256_set1_ps(a);
        t45 = 0L;
        t46 = (long)(int)((long)t40 + t45);
        t47 = y + t46;
        t48 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), x + t46);
        t49 = _mm256_mul_ps(t44, t48);
        t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), t47);
        t51 = _mm256_add_ps(t49, t50);
        _mm256_mask_storeu_ps(t47, _mm256_movepi32_mask(t43), t51);
        i = (int)((long)t40 + t41);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        t53 = y + t52;
        *t53 = a * x[t52] + *t53;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    long t6;
    int *t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int *t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    long t22;
    int *t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    int *t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t38;
    long t39;
    long t40;
    __m256i t41;
    long t42;
    int *t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    int t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    long t55;
    long t56;
    int *t57;
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
    long t73;
    int *t74;
    int t75;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)k);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm256_loadu_si256((const __m256i *)(x + t6));
            t9 = _mm256_xor_si256(t8, t5);
            t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
            t11 = _mm256_loadu_si256((const __m256i *)t7);
            t12 = _mm256_add_epi32(t10, t11);
            t13 = _mm256_sub_epi32(t12, t8);
            _mm256_storeu_si256((__m256i *)t7, t13);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = y + t14;
            t16 = _mm256_loadu_si256((const __m256i *)(x + t14));
            t17 = _mm256_xor_si256(t16, t5);
            t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32((int)3));
            t19 = _mm256_loadu_si256((const __m256i *)t15);
            t20 = _mm256_add_epi32(t18, t19);
            t21 = _mm256_sub_epi32(t20, t16);
            _mm256_storeu_si256((__m256i *)t15, t21);
            t22 = (long)(int)((long)0 + (t1 + 16L));
            t23 = y + t22;
            t24 = _mm256_loadu_si256((const __m256i *)(x + t22));
            t25 = _mm256_xor_si256(t24, t5);
            t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32((int)3));
            t27 = _mm256_loadu_si256((const __m256i *)t23);
            t28 = _mm256_add_epi32(t26, t27);
            t29 = _mm256_sub_epi32(t28, t24);
            _mm256_storeu_si256((__m256i *)t23, t29);
            t30 = (long)(int)((long)0 + (t1 + 24L));
            t31 = y + t30;
            t32 = _mm256_loadu_si256((const __m256i *)(x + t30));
            t33 = _mm256_xor_si256(t32, t5);
            t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)3));
            t35 = _mm256_loadu_si256((const __m256i *)t31);
            t36 = _mm256_add_epi32(t34, t35);
            t37 = _mm256_sub_epi32(t36, t32);
            _mm256_storeu_si256((__m256i *)t31, t37);
            t1 += 32L;
        } while (t1 < t4);
        t38 = (int)((long)0 + t4);
    } else {
        t38 = 0;
    }
    t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 8L) {
        t40 = t39 & -8L;
        t41 = _mm256_set1_epi32((int)k);
        t2 = 0L;
        do {
            t42 = (long)(int)((long)t38 + t2);
            t43 = y + t42;
            t44 = _mm256_loadu_si256((const __m256i *)(x + t42));
            t45 = _mm256_xor_si256(t44, t41);
            t46 = _mm256_mullo_epi32(t45, _mm256_set1_epi32((int)3));
            t47 = _mm256_loadu_si256((const __m256i *)t43);
            t48 = _mm256_add_epi32(t46, t47);
            t49 = _mm256_sub_epi32(t48, t44);
            _mm256_storeu_si256((__m256i *)t43, t49);
            t2 += 8L;
        } while (t2 < t40);
        t50 = (int)((long)t38 + t40);
    } else {
        t50 = t38;
    }
    t51 = (long)n + (long)t50 * -1L;
    if ((t51 >= 1L) & (t51 <= 8L)) {
        t52 = _mm256_set1_epi32((int)(int)t51);
        t53 = _mm256_cmpgt_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t54 = _mm256_set1_epi32((int)k);
        t55 = 0L;
        t56 = (long)(int)((long)t50 + t55);
        t57 = y + t56;
        t58 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), x + t56);
        t59 = _mm256_xor_si256(t58, t54);
        t60 = t59;
        t61 = _mm256_set1_epi32((int)3);
        t62 = _mm256_mullo_epi32(t60, t61);
        t63 = t62;
        t64 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), t57);
        t65 = t63;
        t66 = t64;
        t67 = _mm256_add_epi32(t65, t66);
        t68 = t67;
        t69 = t68;
        t70 = t58;
        t71 = _mm256_sub_epi32(t69, t70);
        t72 = t71;
        _mm256_mask_storeu_epi32(t57, _mm256_movepi32_mask(t53), t72);
        i = (int)((long)t50 + t51);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        t73 = (long)i;
        t74 = y + t73;
        t75 = x[t73];
        *t74 = (t75 ^ k) * 3 + *t74 - t75;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    double *t6;
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
    long t18;
    double *t19;
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
    long t31;
    double *t32;
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
    long t44;
    double *t45;
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
    int t57;
    long t58;
    long t59;
    long t60;
    double *t61;
    __m256d t62;
    __m256d t63;
    __m256d t64;
    __m256d t65;
    __m256d t66;
    __m256d t67;
    __m256d t68;
    __m256d t69;
    __m256d t70;
    __m256d t71;
    __m256d t72;
    int t73;
    long t74;
    __m128i t75;
    __m128i t76;
    long t77;
    long t78;
    double *t79;
    __m256d t80;
    __m256d t81;
    __m256d t82;
    __m256d t83;
    __m256d t84;
    __m256d t85;
    __m256d t86;
    __m256d t87;
    __m256d t88;
    __m256d t89;
    __m256d t90;
    int i;
    long t91;
    double *t92;
    double t93;
    double t94;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = y + t5;
            t7 = _mm256_loadu_pd(x + t5);
            t8 = _mm256_loadu_pd(z + t5);
            t9 = _mm256_mul_pd(t7, t8);
            t10 = _mm256_add_pd(t9, _mm256_set1_pd(1.5));
            t11 = _mm256_sub_pd(t7, t8);
            t12 = _mm256_mul_pd(t10, t11);
            t13 = _mm256_loadu_pd(t6);
            t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.25));
            t15 = _mm256_add_pd(t12, t14);
            t16 = _mm256_mul_pd(t8, _mm256_set1_pd(0.125));
            t17 = _mm256_sub_pd(t15, t16);
            _mm256_storeu_pd(t6, t17);
            t18 = (long)(int)((long)0 + (t1 + 4L));
            t19 = y + t18;
            t20 = _mm256_loadu_pd(x + t18);
            t21 = _mm256_loadu_pd(z + t18);
            t22 = _mm256_mul_pd(t20, t21);
            t23 = _mm256_add_pd(t22, _mm256_set1_pd(1.5));
            t24 = _mm256_sub_pd(t20, t21);
            t25 = _mm256_mul_pd(t23, t24);
            t26 = _mm256_loadu_pd(t19);
            t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.25));
            t28 = _mm256_add_pd(t25, t27);
            t29 = _mm256_mul_pd(t21, _mm256_set1_pd(0.125));
            t30 = _mm256_sub_pd(t28, t29);
            _mm256_storeu_pd(t19, t30);
            t31 = (long)(int)((long)0 + (t1 + 8L));
            t32 = y + t31;
            t33 = _mm256_loadu_pd(x + t31);
            t34 = _mm256_loadu_pd(z + t31);
            t35 = _mm256_mul_pd(t33, t34);
            t36 = _mm256_add_pd(t35, _mm256_set1_pd(1.5));
            t37 = _mm256_sub_pd(t33, t34);
            t38 = _mm256_mul_pd(t36, t37);
            t39 = _mm256_loadu_pd(t32);
            t40 = _mm256_mul_pd(t39, _mm256_set1_pd(0.25));
            t41 = _mm256_add_pd(t38, t40);
            t42 = _mm256_mul_pd(t34, _mm256_set1_pd(0.125));
            t43 = _mm256_sub_pd(t41, t42);
            _mm256_storeu_pd(t32, t43);
            t44 = (long)(int)((long)0 + (t1 + 12L));
            t45 = y + t44;
            t46 = _mm256_loadu_pd(x + t44);
            t47 = _mm256_loadu_pd(z + t44);
            t48 = _mm256_mul_pd(t46, t47);
            t49 = _mm256_add_pd(t48, _mm256_set1_pd(1.5));
            t50 = _mm256_sub_pd(t46, t47);
            t51 = _mm256_mul_pd(t49, t50);
            t52 = _mm256_loadu_pd(t45);
            t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.25));
            t54 = _mm256_add_pd(t51, t53);
            t55 = _mm256_mul_pd(t47, _mm256_set1_pd(0.125));
            t56 = _mm256_sub_pd(t54, t55);
            _mm256_storeu_pd(t45, t56);
            t1 += 16L;
        } while (t1 < t4);
        t57 = (int)((long)0 + t4);
    } else {
        t57 = 0;
    }
    t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        t59 = t58 & -4L;
        t2 = 0L;
        do {
            t60 = (long)(int)((long)t57 + t2);
            t61 = y + t60;
            t62 = _mm256_loadu_pd(x + t60);
            t63 = _mm256_loadu_pd(z + t60);
            t64 = _mm256_mul_pd(t62, t63);
            t65 = _mm256_add_pd(t64, _mm256_set1_pd(1.5));
            t66 = _mm256_sub_pd(t62, t63);
            t67 = _mm256_mul_pd(t65, t66);
            t68 = _mm256_loadu_pd(t61);
            t69 = _mm256_mul_pd(t68, _mm256_set1_pd(0.25));
            t70 = _mm256_add_pd(t67, t69);
            t71 = _mm256_mul_pd(t63, _mm256_set1_pd(0.125));
            t72 = _mm256_sub_pd(t70, t71);
            _mm256_storeu_pd(t61, t72);
            t2 += 4L;
        } while (t2 < t59);
        t73 = (int)((long)t57 + t59);
    } else {
        t73 = t57;
    }
    t74 = (long)n + (long)t73 * -1L;
    if ((t74 >= 1L) & (t74 <= 4L)) {
        t75 = _mm_set1_epi32((int)(int)t74);
        t76 = _mm_cmpgt_epi32(t75, _mm_setr_epi32(0, 1, 2, 3));
        t77 = 0L;
        t78 = (long)(int)((long)t73 + t77);
        t79 = y + t78;
        t80 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t76), x + t78);
        t81 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t76), z + t78);
        t82 = _mm256_mul_pd(t80, t81);
        t83 = _mm256_add_pd(t82, _mm256_set1_pd(1.5));
        t84 = _mm256_sub_pd(t80, t81);
        t85 = _mm256_mul_pd(t83, t84);
        t86 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t76), t79);
        t87 = _mm256_mul_pd(t86, _mm256_set1_pd(0.25));
        t88 = _mm256_add_pd(t85, t87);
        t89 = _mm256_mul_pd(t81, _mm256_set1_pd(0.125));
        t90 = _mm256_sub_pd(t88, t89);
        _mm256_mask_storeu_pd(t79, _mm_movepi32_mask(t76), t90);
        i = (int)((long)t73 + t74);
    } else {
        i = t73;
    }
    for (; i < n; i++) {
        t91 = (long)i;
        t92 = y + t91;
        t93 = x[t91];
        t94 = z[t91];
        *t92 = (t93 * t94 + 1.5) * (t93 - t94) + *t92 * 0.25 - t94 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long long *t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    long long *t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long long *t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    long t42;
    long t43;
    long long *t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    int i;
    long t68;
    long long *t69;
    long long t70;
    long long t71;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = y + t5;
            t7 = _mm512_loadu_si512(x + t5);
            t8 = _mm512_mullo_epi64(t7, _mm512_set1_epi64((long long)7LL));
            t9 = _mm512_loadu_si512(t6);
            t10 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)3LL));
            t11 = _mm512_add_epi64(t8, t10);
            t12 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)5LL));
            t13 = _mm512_sub_epi64(t7, t12);
            t14 = _mm512_xor_si512(t11, t13);
            _mm512_storeu_si512(t6, t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = y + t15;
            t17 = _mm512_loadu_si512(x + t15);
            t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)7LL));
            t19 = _mm512_loadu_si512(t16);
            t20 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)3LL));
            t21 = _mm512_add_epi64(t18, t20);
            t22 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)5LL));
            t23 = _mm512_sub_epi64(t17, t22);
            t24 = _mm512_xor_si512(t21, t23);
            _mm512_storeu_si512(t16, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = y + t28;
            t30 = _mm512_loadu_si512(x + t28);
            t31 = _mm512_mullo_epi64(t30, _mm512_set1_epi64((long long)7LL));
            t32 = _mm512_loadu_si512(t29);
            t33 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)3LL));
            t34 = _mm512_add_epi64(t31, t33);
            t35 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)5LL));
            t36 = _mm512_sub_epi64(t30, t35);
            t37 = _mm512_xor_si512(t34, t36);
            _mm512_storeu_si512(t29, t37);
            t2 += 8L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        t40 = _mm256_set1_epi32((int)(int)t39);
        t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t42 = 0L;
        t43 = (long)(int)((long)t38 + t42);
        t44 = y + t43;
        t45 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), x + t43);
        t46 = t45;
        t47 = _mm512_set1_epi64((long long)7LL);
        t48 = _mm512_mullo_epi64(t46, t47);
        t49 = t48;
        t50 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), t44);
        t51 = t50;
        t52 = _mm512_set1_epi64((long long)3LL);
        t53 = _mm512_mullo_epi64(t51, t52);
        t54 = t53;
        t55 = t49;
        t56 = t54;
        t57 = _mm512_add_epi64(t55, t56);
        t58 = t57;
        t59 = t50;
        t60 = _mm512_set1_epi64((long long)5LL);
        t61 = _mm512_mullo_epi64(t59, t60);
        t62 = t61;
        t63 = t45;
        t64 = t62;
        t65 = _mm512_sub_epi64(t63, t64);
        t66 = t65;
        t67 = _mm512_xor_si512(t58, t66);
        _mm512_mask_storeu_epi64(t44, _mm256_movepi32_mask(t41), t67);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t68 = (long)i;
        t69 = y + t68;
        t70 = x[t68];
        t71 = *t69;
        *t69 = (t70 * 7LL + t71 * 3LL) ^ (t70 - t71 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_i32(int n, const int *x, const int *y) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    int s;
    long t6;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int t27;
    int t28;
    long t29;
    long t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    int t40;
    int t41;
    long t42;
    __m256i t43;
    __m256i t44;
    long t45;
    __m256i t46;
    long t47;
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
    int i;
    long t64;
    int t65;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = _mm256_loadu_si256((const __m256i *)(x + t8));
            t10 = _mm256_and_si256(t9, _mm256_set1_epi32((int)1023));
            t11 = _mm256_loadu_si256((const __m256i *)(y + t8));
            t12 = _mm256_and_si256(t11, _mm256_set1_epi32((int)1023));
            t13 = _mm256_mullo_epi32(t10, t12);
            t14 = _mm256_xor_si256(t9, _mm256_set1_epi32((int)5));
            t15 = _mm256_add_epi32(t13, t14);
            t16 = t15;
            t2 = _mm256_add_epi32(t2, t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = _mm256_loadu_si256((const __m256i *)(x + t17));
            t19 = _mm256_and_si256(t18, _mm256_set1_epi32((int)1023));
            t20 = _mm256_loadu_si256((const __m256i *)(y + t17));
            t21 = _mm256_and_si256(t20, _mm256_set1_epi32((int)1023));
            t22 = _mm256_mullo_epi32(t19, t21);
            t23 = _mm256_xor_si256(t18, _mm256_set1_epi32((int)5));
            t24 = _mm256_add_epi32(t22, t23);
            t25 = t24;
            t3 = _mm256_add_epi32(t3, t25);
            t1 += 16L;
        } while (t1 < t7);
        t26 = _mm256_add_epi32(t2, t3);
        t27 = (int)((long)0 + t7);
        t28 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t26));
    } else {
        t27 = 0;
        t28 = 0;
    }
    t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)0);
        do {
            t31 = (long)(int)((long)t27 + t4);
            t32 = _mm256_loadu_si256((const __m256i *)(x + t31));
            t33 = _mm256_and_si256(t32, _mm256_set1_epi32((int)1023));
            t34 = _mm256_loadu_si256((const __m256i *)(y + t31));
            t35 = _mm256_and_si256(t34, _mm256_set1_epi32((int)1023));
            t36 = _mm256_mullo_epi32(t33, t35);
            t37 = _mm256_xor_si256(t32, _mm256_set1_epi32((int)5));
            t38 = _mm256_add_epi32(t36, t37);
            t39 = t38;
            t5 = _mm256_add_epi32(t5, t39);
            t4 += 8L;
        } while (t4 < t30);
        t40 = (int)((long)t27 + t30);
        t41 = (int)((unsigned int)t28 + vcc_avx2_sum_epi32(t5));
    } else {
        t40 = t27;
        t41 = t28;
    }
    t42 = (long)n + (long)t40 * -1L;
    if ((t42 >= 1L) & (t42 <= 8L)) {
        t43 = _mm256_set1_epi32((int)(int)t42);
        t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t45 = 0L;
        t46 = _mm256_set1_epi32((int)0);
        t47 = (long)(int)((long)t40 + t45);
        t48 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), x + t47);
        t49 = _mm256_and_si256(t48, _mm256_set1_epi32((int)1023));
        t50 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), y + t47);
        t51 = _mm256_and_si256(t50, _mm256_set1_epi32((int)1023));
        t52 = t49;
        t53 = t51;
        t54 = _mm256_mullo_epi32(t52, t53);
        t55 = t54;
        t56 = _mm256_xor_si256(t48, _mm256_set1_epi32((int)5));
        t57 = t55;
        t58 = t56;
        t59 = _mm256_add_epi32(t57, t58);
        t60 = t59;
        t61 = t60;
        t62 = _mm256_add_epi32(t46, t61);
        t63 = _mm256_ternarylogic_epi32(t44, t62, t46, 0xCA);
        i = (int)((long)t40 + t42);
        s = (int)((unsigned int)t41 + vcc_avx2_sum_epi32(t63));
    } else {
        i = t40;
        s = t41;
    }
    for (; i < n; i++) {
        t64 = (long)i;
        t65 = x[t64];
        s += (t65 & 1023) * (y[t64] & 1023) + (t65 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_i32(int n, const int *x) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    __m256i t6;
    int m;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    int t18;
    int t19;
    long t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    int t27;
    long t28;
    __m256i t29;
    __m256i t30;
    long t31;
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
    int i;
    int m_1;
    int t47;
    t7 = (long)n;
    if (t7 >= 16L) {
        t8 = t7 & -16L;
        t1 = _mm256_set1_epi32((int)-2000000000);
        t2 = 0L;
        t3 = t1;
        do {
            t9 = _mm256_loadu_si256((const __m256i *)(x + (int)((long)0 + t2)));
            t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
            t11 = _mm256_xor_si256(t9, _mm256_set1_epi32((int)12345));
            t12 = _mm256_sub_epi32(t10, t11);
            t1 = _mm256_max_epi32(t12, t1);
            t13 = _mm256_loadu_si256((const __m256i *)(x + (int)((long)0 + (t2 + 8L))));
            t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)3));
            t15 = _mm256_xor_si256(t13, _mm256_set1_epi32((int)12345));
            t16 = _mm256_sub_epi32(t14, t15);
            t3 = _mm256_max_epi32(t16, t3);
            t2 += 16L;
        } while (t2 < t8);
        t17 = _mm256_max_epi32(t1, t3);
        t18 = (int)((long)0 + t8);
        t19 = vcc_avx2_reduce_epi32(t17, _mm_max_epi32, int);
    } else {
        t18 = 0;
        t19 = -2000000000;
    }
    t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        t21 = t20 & -8L;
        t4 = _mm256_set1_epi32((int)t19);
        t5 = 0L;
        do {
            t22 = _mm256_loadu_si256((const __m256i *)(x + (int)((long)t18 + t5)));
            t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32((int)3));
            t24 = _mm256_xor_si256(t22, _mm256_set1_epi32((int)12345));
            t25 = _mm256_sub_epi32(t23, t24);
            t4 = _mm256_max_epi32(t25, t4);
            t5 += 8L;
        } while (t5 < t21);
        t26 = (int)((long)t18 + t21);
        t27 = vcc_avx2_reduce_epi32(t4, _mm_max_epi32, int);
    } else {
        t26 = t18;
        t27 = t19;
    }
    t28 = (long)n + (long)t26 * -1L;
    if ((t28 >= 1L) & (t28 <= 8L)) {
        t29 = _mm256_set1_epi32((int)(int)t28);
        t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = _mm256_set1_epi32((int)t27);
        t31 = 0L;
        t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t30), x + (int)((long)t26 + t31));
        t33 = t32;
        t34 = _mm256_set1_epi32((int)3);
        t35 = _mm256_mullo_epi32(t33, t34);
        t36 = t35;
        t37 = _mm256_xor_si256(t32, _mm256_set1_epi32((int)12345));
        t38 = t36;
        t39 = t37;
        t40 = _mm256_sub_epi32(t38, t39);
        t41 = t40;
        t42 = _mm256_cmpgt_epi32(t41, t6);
        t43 = (__m256i)~(vcc_m8)t42;
        t44 = _mm256_and_si256(t30, t43);
        t45 = _mm256_ternarylogic_epi32(t44, t6, t41, 0xCA);
        t46 = _mm256_ternarylogic_epi32(t30, t45, t6, 0xCA);
        i = (int)((long)t26 + t28);
        m_1 = vcc_avx2_reduce_epi32(t46, _mm_max_epi32, int);
    } else {
        i = t26;
        m_1 = t27;
    }
    for (; i < n; i++, m_1 = m) {
        t47 = x[i];
        m = t47 * 3 - (t47 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256 t5;
    long t6;
    __m256 t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    long t11;
    __m256 t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    long t16;
    __m256 t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    long t21;
    __m256 t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    int t26;
    long t27;
    long t28;
    __m256 t29;
    long t30;
    __m256 t31;
    __m256i t32;
    __m256 t33;
    __m256 t34;
    int t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256 t39;
    long t40;
    long t41;
    __m256 t42;
    __m256i t43;
    __m256i t44;
    __m256 t45;
    __m256 t46;
    int i;
    long t47;
    float t48;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_ps(t);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_ps(x + t6);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, t5, _CMP_GT_OQ));
            t9 = _mm256_sub_ps(t7, t5);
            t10 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t8), t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_ps(x + t11);
            t13 = _mm256_castps_si256(_mm256_cmp_ps(t12, t5, _CMP_GT_OQ));
            t14 = _mm256_sub_ps(t12, t5);
            t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t13), t15);
            t16 = (long)(int)((long)0 + (t1 + 16L));
            t17 = _mm256_loadu_ps(x + t16);
            t18 = _mm256_castps_si256(_mm256_cmp_ps(t17, t5, _CMP_GT_OQ));
            t19 = _mm256_sub_ps(t17, t5);
            t20 = _mm256_mul_ps(t19, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t16 * 4UL), _mm256_movepi32_mask(t18), t20);
            t21 = (long)(int)((long)0 + (t1 + 24L));
            t22 = _mm256_loadu_ps(x + t21);
            t23 = _mm256_castps_si256(_mm256_cmp_ps(t22, t5, _CMP_GT_OQ));
            t24 = _mm256_sub_ps(t22, t5);
            t25 = _mm256_mul_ps(t24, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t21 * 4UL), _mm256_movepi32_mask(t23), t25);
            t1 += 32L;
        } while (t1 < t4);
        t26 = (int)((long)0 + t4);
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        t28 = t27 & -8L;
        t29 = _mm256_set1_ps(t);
        t2 = 0L;
        do {
            t30 = (long)(int)((long)t26 + t2);
            t31 = _mm256_loadu_ps(x + t30);
            t32 = _mm256_castps_si256(_mm256_cmp_ps(t31, t29, _CMP_GT_OQ));
            t33 = _mm256_sub_ps(t31, t29);
            t34 = _mm256_mul_ps(t33, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t30 * 4UL), _mm256_movepi32_mask(t32), t34);
            t2 += 8L;
        } while (t2 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        t37 = _mm256_set1_epi32((int)(int)t36);
        t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t39 = _mm256_set1_ps(t);
        t40 = 0L;
        t41 = (long)(int)((long)t35 + t40);
        t42 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t38), x + t41);
        t43 = _mm256_castps_si256(_mm256_cmp_ps(t42, t39, _CMP_GT_OQ));
        t44 = _mm256_and_si256(t38, t43);
        t45 = _mm256_sub_ps(t42, t39);
        t46 = _mm256_mul_ps(t45, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t41 * 4UL), _mm256_movepi32_mask(t44), t46);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t47 = (long)i;
        t48 = x[t47];
        if (t48 > t) {
            y[t47] = (t48 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    long t33;
    __m256i t34;
    __m256 t35;
    __m256 t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = (long)(int)((long)0 + (t1 + 16L));
            t8 = (long)(int)((long)0 + (t1 + 24L));
            t9 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(idx + t7));
            t12 = _mm256_loadu_si256((const __m256i *)(idx + t8));
            t13 = _mm256_i32gather_ps(table, t9, 4);
            t14 = _mm256_i32gather_ps(table, t10, 4);
            t15 = _mm256_i32gather_ps(table, t11, 4);
            t16 = _mm256_i32gather_ps(table, t12, 4);
            t17 = _mm256_add_ps(t13, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t5, t17);
            t18 = _mm256_add_ps(t14, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t6, t18);
            t19 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t7, t19);
            t20 = _mm256_add_ps(t16, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t8, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t21 + t2);
            t25 = _mm256_loadu_si256((const __m256i *)(idx + t24));
            t26 = _mm256_i32gather_ps(table, t25, 4);
            t27 = _mm256_add_ps(t26, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = 0L;
        t33 = (long)(int)((long)t28 + t32);
        t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), idx + t33);
        t35 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), table, t34, _mm256_castsi256_ps(t31), 4);
        t36 = _mm256_add_ps(t35, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(y + t33, _mm256_movepi32_mask(t31), t36);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        y[t37] = table[idx[t37]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int i;
    long t10;
    int t11;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)(x + t4));
            t6 = _mm256_loadu_si256((const __m256i *)(d + t4));
            t7 = (__m256i)((vcc_v8_int)t5 / (vcc_v8_int)t6);
            t8 = _mm256_mullo_epi32(t5, _mm256_set1_epi32((int)5));
            t9 = _mm256_add_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(y + t4), t9);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t10 = (long)i;
        t11 = x[t10];
        y[t10] = t11 / d[t10] + t11 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
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
    int t13;
    const float *t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    int t21;
    const float *t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    const float *t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    int t37;
    long t38;
    long t39;
    int t40;
    const float *t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    int i;
    int t48;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = x + 2 * t5;
            t7 = _mm256_loadu_ps(t6);
            t8 = _mm256_loadu_ps(t6 + 8);
            t9 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t8);
            t10 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t8);
            t11 = _mm256_mul_ps(t9, _mm256_set1_ps(3.0f));
            t12 = _mm256_add_ps(t11, t10);
            _mm256_storeu_ps(y + t5, t12);
            t13 = (int)((long)0 + (t1 + 8L));
            t14 = x + 2 * t13;
            t15 = _mm256_loadu_ps(t14);
            t16 = _mm256_loadu_ps(t14 + 8);
            t17 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t16);
            t18 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t16);
            t19 = _mm256_mul_ps(t17, _mm256_set1_ps(3.0f));
            t20 = _mm256_add_ps(t19, t18);
            _mm256_storeu_ps(y + t13, t20);
            t21 = (int)((long)0 + (t1 + 16L));
            t22 = x + 2 * t21;
            t23 = _mm256_loadu_ps(t22);
            t24 = _mm256_loadu_ps(t22 + 8);
            t25 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t24);
            t26 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t24);
            t27 = _mm256_mul_ps(t25, _mm256_set1_ps(3.0f));
            t28 = _mm256_add_ps(t27, t26);
            _mm256_storeu_ps(y + t21, t28);
            t29 = (int)((long)0 + (t1 + 24L));
            t30 = x + 2 * t29;
            t31 = _mm256_loadu_ps(t30);
            t32 = _mm256_loadu_ps(t30 + 8);
            t33 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t32);
            t34 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t32);
            t35 = _mm256_mul_ps(t33, _mm256_set1_ps(3.0f));
            t36 = _mm256_add_ps(t35, t34);
            _mm256_storeu_ps(y + t29, t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)((long)0 + t4);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t2 = 0L;
        do {
            t40 = (int)((long)t37 + t2);
            t41 = x + 2 * t40;
            t42 = _mm256_loadu_ps(t41);
            t43 = _mm256_loadu_ps(t41 + 8);
            t44 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t43);
            t45 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t43);
            t46 = _mm256_mul_ps(t44, _mm256_set1_ps(3.0f));
            t47 = _mm256_add_ps(t46, t45);
            _mm256_storeu_ps(y + t40, t47);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        t48 = 2 * i;
        y[i] = x[t48] * 3.0f + x[t48 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    float last;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    long t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    long t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    long t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    int t21;
    float t22;
    long t23;
    long t24;
    long t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    float t30;
    long t31;
    __m256i t32;
    __m256i t33;
    long t34;
    long t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256i t39;
    __m256i t40;
    __m256 t41;
    int i;
    long t42;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(x + t5);
            t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            t8 = _mm256_add_ps(t7, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t5, t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm256_loadu_ps(x + t9);
            t11 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            t12 = _mm256_add_ps(t11, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t9, t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = _mm256_loadu_ps(x + t13);
            t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            t16 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t13, t16);
            t17 = (long)(int)((long)0 + (t1 + 24L));
            t18 = _mm256_loadu_ps(x + t17);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(2.0f));
            t20 = _mm256_add_ps(t19, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
        t22 = ((vcc_v8_float)t19)[7];
    } else {
        t21 = 0;
        t22 = 0.0f;
    }
    t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t21 + t2);
            t26 = _mm256_loadu_ps(x + t25);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(2.0f));
            t28 = _mm256_add_ps(t27, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t21 + t24);
        t30 = ((vcc_v8_float)t27)[7];
    } else {
        t29 = t21;
        t30 = t22;
    }
    t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        t32 = _mm256_set1_epi32((int)(int)t31);
        t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t34 = 0L;
        t35 = (long)(int)((long)t29 + t34);
        t36 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t33), x + t35);
        t37 = _mm256_mul_ps(t36, _mm256_set1_ps(2.0f));
        t38 = _mm256_add_ps(t37, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(y + t35, _mm256_movepi32_mask(t33), t38);
        t39 = _mm256_set1_epi32((int)(int)(t31 - 1L));
        t40 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t39);
        t41 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t40), _mm256_set1_ps(-0.0f), t37);
        i = (int)((long)t29 + t31);
        last = vcc_avx2_sum_ps(t41);
    } else {
        i = t29;
        last = t30;
    }
    for (; i < n; i++) {
        t42 = (long)i;
        last = x[t42] * 2.0f;
        y[t42] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    long t1;
    long t2;
    int last;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    int t30;
    int t31;
    long t32;
    long t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int t41;
    int t42;
    long t43;
    __m256i t44;
    __m256i t45;
    long t46;
    long t47;
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
    int i;
    long t63;
    int t64;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(x + t5));
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t9 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            t10 = _mm256_add_epi32(t8, t9);
            _mm256_storeu_si256((__m256i *)(y + t5), t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_si256((const __m256i *)(x + t11));
            t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)3));
            t14 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
            t15 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
            t16 = _mm256_add_epi32(t14, t15);
            _mm256_storeu_si256((__m256i *)(y + t11), t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = _mm256_loadu_si256((const __m256i *)(x + t17));
            t19 = _mm256_cmpgt_epi32(t18, _mm256_set1_epi32((int)3));
            t20 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)3));
            t21 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            t22 = _mm256_add_epi32(t20, t21);
            _mm256_storeu_si256((__m256i *)(y + t17), t22);
            t23 = (long)(int)((long)0 + (t1 + 24L));
            t24 = _mm256_loadu_si256((const __m256i *)(x + t23));
            t25 = _mm256_cmpgt_epi32(t24, _mm256_set1_epi32((int)3));
            t26 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)3));
            t27 = (__m256i)__builtin_convertvector((vcc_m8)t25 & 1, vcc_v8_int);
            t28 = _mm256_add_epi32(t26, t27);
            _mm256_storeu_si256((__m256i *)(y + t23), t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (__m256i)__builtin_convertvector((vcc_m8)t25 & 1, vcc_v8_int);
        t30 = (int)((long)0 + t4);
        t31 = ((vcc_v8_int)t29)[7];
    } else {
        t30 = 0;
        t31 = -1;
    }
    t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = _mm256_loadu_si256((const __m256i *)(x + t34));
            t36 = _mm256_cmpgt_epi32(t35, _mm256_set1_epi32((int)3));
            t37 = _mm256_mullo_epi32(t35, _mm256_set1_epi32((int)3));
            t38 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
            t39 = _mm256_add_epi32(t37, t38);
            _mm256_storeu_si256((__m256i *)(y + t34), t39);
            t2 += 8L;
        } while (t2 < t33);
        t40 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
        t41 = (int)((long)t30 + t33);
        t42 = ((vcc_v8_int)t40)[7];
    } else {
        t41 = t30;
        t42 = t31;
    }
    t43 = (long)n + (long)t41 * -1L;
    if ((t43 >= 1L) & (t43 <= 8L)) {
        t44 = _mm256_set1_epi32((int)(int)t43);
        t45 = _mm256_cmpgt_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t46 = 0L;
        t47 = (long)(int)((long)t41 + t46);
        t48 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t45), x + t47);
        t49 = _mm256_cmpgt_epi32(t48, _mm256_set1_epi32((int)3));
        t50 = t48;
        t51 = _mm256_set1_epi32((int)3);
        t52 = _mm256_mullo_epi32(t50, t51);
        t53 = t52;
        t54 = (__m256i)__builtin_convertvector((vcc_m8)t49 & 1, vcc_v8_int);
        t55 = t53;
        t56 = t54;
        t57 = _mm256_add_epi32(t55, t56);
        t58 = t57;
        _mm256_mask_storeu_epi32(y + t47, _mm256_movepi32_mask(t45), t58);
        t59 = (__m256i)__builtin_convertvector((vcc_m8)t49 & 1, vcc_v8_int);
        t60 = _mm256_set1_epi32((int)(int)(t43 - 1L));
        t61 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t60);
        t62 = _mm256_ternarylogic_epi32(t61, t59, _mm256_set1_epi32((int)0), 0xCA);
        i = (int)((long)t41 + t43);
        last = vcc_avx2_reduce_epi32(t62, _mm_or_si128, int);
    } else {
        i = t41;
        last = t42;
    }
    for (; i < n; i++) {
        t63 = (long)i;
        t64 = x[t63];
        last = t64 > 3;
        y[t63] = t64 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int find_last_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    long t8;
    long t9;
    const int *t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    const int *t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    int t27;
    int t28;
    long t29;
    long t30;
    long t31;
    const int *t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    int t39;
    int i;
    int last;
    long t40;
    const int *t41;
    int last_1;
    t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)-1);
        t3 = _mm256_set1_epi32((int)-1);
        do {
            t8 = t1 + 8L;
            t9 = (long)(int)((long)0 + t1);
            t10 = x + t9;
            t11 = _mm256_loadu_si256((const __m256i *)t10);
            t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(y + t9), t12);
            t13 = _mm256_loadu_si256((const __m256i *)t10);
            t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32((int)100));
            t15 = _mm256_set1_epi32((int)(int)t1);
            t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = _mm256_ternarylogic_epi32(t14, t16, t2, 0xCA);
            t17 = (long)(int)((long)0 + t8);
            t18 = x + t17;
            t19 = _mm256_loadu_si256((const __m256i *)t18);
            t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(y + t17), t20);
            t21 = _mm256_loadu_si256((const __m256i *)t18);
            t22 = _mm256_cmpgt_epi32(t21, _mm256_set1_epi32((int)100));
            t23 = _mm256_set1_epi32((int)(int)t8);
            t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t22, t24, t3, 0xCA);
            t1 += 16L;
        } while (t1 < t7);
        t25 = _mm256_max_epi32(t3, t2);
        t26 = vcc_avx2_reduce_epi32(t25, _mm_max_epi32, int);
        t27 = (int)((long)0 + t7);
        t28 = t26 < 0 ? -7 : (int)((long)0 + (long)t26);
    } else {
        t27 = 0;
        t28 = -7;
    }
    t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 8L) & (t29 <= 2147483647L)) {
        t30 = t29 & -8L;
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)-1);
        do {
            t31 = (long)(int)((long)t27 + t4);
            t32 = x + t31;
            t33 = _mm256_loadu_si256((const __m256i *)t32);
            t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(y + t31), t34);
            t35 = _mm256_loadu_si256((const __m256i *)t32);
            t36 = _mm256_cmpgt_epi32(t35, _mm256_set1_epi32((int)100));
            t37 = _mm256_set1_epi32((int)(int)t4);
            t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t36, t38, t5, 0xCA);
            t4 += 8L;
        } while (t4 < t30);
        t39 = vcc_avx2_reduce_epi32(t5, _mm_max_epi32, int);
        i = (int)((long)t27 + t30);
        last = t39 < 0 ? t28 : (int)((long)t27 + (long)t39);
    } else {
        i = t27;
        last = t28;
    }
    for (; i < n; i++, last = last_1) {
        t40 = (long)i;
        t41 = x + t40;
        y[t40] = *t41 * 2;
        if (*t41 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_add_f32(int n, const float *x, float *y) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    long t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    long t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    long t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    int t23;
    long t24;
    unsigned long t25;
    unsigned long t26;
    long t27;
    long t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    int t32;
    long t33;
    unsigned long t34;
    unsigned long t35;
    __m256i t36;
    __m256i t37;
    long t38;
    long t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    int i;
    long t43;
    t3 = (long)n;
    t4 = (unsigned long)x;
    t5 = (unsigned long)y;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -32L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm256_loadu_ps(x + t7);
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            t10 = _mm256_add_ps(t9, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t7, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_ps(x + t11);
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            t14 = _mm256_add_ps(t13, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t11, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm256_loadu_ps(x + t15);
            t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
            t18 = _mm256_add_ps(t17, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t15, t18);
            t19 = (long)(int)((long)0 + (t1 + 24L));
            t20 = _mm256_loadu_ps(x + t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
            t22 = _mm256_add_ps(t21, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t19, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = (int)((long)0 + t6);
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    t25 = (unsigned long)x;
    t26 = (unsigned long)y;
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))))) {
        t27 = t24 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t23 + t2);
            t29 = _mm256_loadu_ps(x + t28);
            t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
            t31 = _mm256_add_ps(t30, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t28, t31);
            t2 += 8L;
        } while (t2 < t27);
        t32 = (int)((long)t23 + t27);
    } else {
        t32 = t23;
    }
    t33 = (long)n + (long)t32 * -1L;
    t34 = (unsigned long)x;
    t35 = (unsigned long)y;
    if ((t33 >= 1L) & (t33 <= 8L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))))) {
        t36 = _mm256_set1_epi32((int)(int)t33);
        t37 = _mm256_cmpgt_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t38 = 0L;
        t39 = (long)(int)((long)t32 + t38);
        t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t37), x + t39);
        t41 = _mm256_mul_ps(t40, _mm256_set1_ps(0.5f));
        t42 = _mm256_add_ps(t41, _mm256_set1_ps(3.0f));
        _mm256_mask_storeu_ps(y + t39, _mm256_movepi32_mask(t37), t42);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        y[t43] = x[t43] * 0.5f + 3.0f;
    }
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    float *xf;
    float *yf;
    int *xi;
    int *yi;
    int *di;
    double *xd;
    double *zd;
    double *yd;
    long long *xl;
    long long *yl;
    int t4;
    float *pairs;
    float *table;
    int *idx;
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
    int fill_idx_10;
    int fill_idx_11;
    int fill_idx_12;
    long t5;
    long t6;
    long long *t7;
    __m512i t8;
    __m512i t9;
    long long *t10;
    __m512i t11;
    __m512i t12;
    long long *t13;
    __m512i t14;
    __m512i t15;
    long long *t16;
    __m512i t17;
    __m512i t18;
    int t19;
    long t20;
    long t21;
    long long *t22;
    __m512i t23;
    __m512i t24;
    int t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    long long *t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    int i;
    long long *t36;
    const float *t37;
    const int *t38;
    int dot;
    int mx;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    unsigned long t43;
    const void *t44;
    unsigned long t45;
    const void *t46;
    unsigned long t47;
    const void *t48;
    unsigned long t49;
    float last;
    int last_cmp;
    int found;
    unsigned long t50;
    unsigned long t51;
    unsigned long t52;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        xf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        yf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        xi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        yi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        di = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        xd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        zd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        yd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        xl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        yl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        t4 = 2 * n;
        pairs = (float *)(_mm256_zeroupper(), guarded(t4, 4UL));
        table = (float *)(_mm256_zeroupper(), guarded(64, 4UL));
        idx = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 100U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            yf[fill_idx_1] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 30U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xi[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            yi[fill_idx_3] = -100 + (int)((_mm256_zeroupper(), next_rand()) % 200U);
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            di[fill_idx_4] = 1 + (int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            xd[fill_idx_5] = (double)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            zd[fill_idx_6] = (double)(1 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            yd[fill_idx_7] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 5U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            xl[fill_idx_8] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            yl[fill_idx_9] = (long long)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_10 = 0; fill_idx_10 < t4; fill_idx_10++) {
            pairs[fill_idx_10] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 50U));
        }
        for (fill_idx_11 = 0; fill_idx_11 < 64; fill_idx_11++) {
            table[fill_idx_11] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            idx[fill_idx_12] = 0 + (int)((_mm256_zeroupper(), next_rand()) % 64U);
        }
        t5 = (long)n;
        if (t5 >= 32L) {
            t6 = t5 & -32L;
            t1 = 0L;
            do {
                t7 = xl + (int)((long)0 + t1);
                t8 = _mm512_loadu_si512(t7);
                t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t7, t9);
                t10 = xl + (int)((long)0 + (t1 + 8L));
                t11 = _mm512_loadu_si512(t10);
                t12 = _mm512_mullo_epi64(t11, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t10, t12);
                t13 = xl + (int)((long)0 + (t1 + 16L));
                t14 = _mm512_loadu_si512(t13);
                t15 = _mm512_mullo_epi64(t14, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t13, t15);
                t16 = xl + (int)((long)0 + (t1 + 24L));
                t17 = _mm512_loadu_si512(t16);
                t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t16, t18);
                t1 += 32L;
            } while (t1 < t6);
            t19 = (int)((long)0 + t6);
        } else {
            t19 = 0;
        }
        t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            t21 = t20 & -8L;
            t2 = 0L;
            do {
                t22 = xl + (int)((long)t19 + t2);
                t23 = _mm512_loadu_si512(t22);
                t24 = _mm512_mullo_epi64(t23, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t22, t24);
                t2 += 8L;
            } while (t2 < t21);
            t25 = (int)((long)t19 + t21);
        } else {
            t25 = t19;
        }
        t26 = (long)n + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            t27 = _mm256_set1_epi32((int)(int)t26);
            t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t29 = 0L;
            t30 = xl + (int)((long)t25 + t29);
            t31 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), t30);
            t32 = t31;
            t33 = _mm512_set1_epi64((long long)1000003LL);
            t34 = _mm512_mullo_epi64(t32, t33);
            t35 = t34;
            _mm512_mask_storeu_epi64(t30, _mm256_movepi32_mask(t28), t35);
            i = (int)((long)t25 + t26);
        } else {
            i = t25;
        }
        for (; i < n; i++) {
            t36 = xl + i;
            *t36 = *t36 * 1000003LL;
        }
        t37 = xf;
        (_mm256_zeroupper(), saxpy_f32(n, 1.5f, t37, yf));
        t38 = xi;
        (_mm256_zeroupper(), mix_i32(n, 77, t38, yi));
        (_mm256_zeroupper(), fma_f64(n, xd, zd, yd));
        (_mm256_zeroupper(), mul_i64(n, xl, yl));
        dot = (_mm256_zeroupper(), dot_i32(n, t38, yi));
        mx = (_mm256_zeroupper(), max_i32(n, t38));
        t39 = (unsigned long)n;
        t40 = t39 * 8UL;
        t41 = (_mm256_zeroupper(), hash_bytes((const void *)yl, t40));
        t42 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t40));
        t43 = t39 * 4UL;
        t44 = (const void *)yi;
        t45 = (_mm256_zeroupper(), hash_bytes(t44, t43));
        t46 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t46, t43)), (unsigned long long)t45, (unsigned long long)t42, (unsigned long long)t41, dot, mx);
        (_mm256_zeroupper(), clip_f32(n, 3.0f, t37, yf));
        (_mm256_zeroupper(), gather_f32(n, table, idx, xf));
        (_mm256_zeroupper(), div_i32(n, t38, di, yi));
        t47 = (_mm256_zeroupper(), hash_bytes(t44, t43));
        t48 = (const void *)xf;
        t49 = (_mm256_zeroupper(), hash_bytes(t48, t43));
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t46, t43)), (unsigned long long)t49, (unsigned long long)t47);
        (_mm256_zeroupper(), pairs_f32(n, pairs, yf));
        last = (_mm256_zeroupper(), last_f32(n, t37, yf));
        last_cmp = (_mm256_zeroupper(), last_cmp_i32(n, t38, yi));
        found = (_mm256_zeroupper(), find_last_i32(n, t38, di));
        t50 = (_mm256_zeroupper(), hash_bytes((const void *)di, t43));
        t51 = (_mm256_zeroupper(), hash_bytes(t44, t43));
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t46, t43)), (double)last, last_cmp, (unsigned long long)t51, found, (unsigned long long)t50);
        if (n > 0) {
            (_mm256_zeroupper(), shift_add_f32(n - 1, t37, xf + 1));
            (_mm256_zeroupper(), shift_add_f32(n, t37, yf));
        }
        t52 = (_mm256_zeroupper(), hash_bytes(t46, t43));
        printf("  shift %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t48, t43)), (unsigned long long)t52);
        (_mm256_zeroupper(), release((void *)xf, n, 4UL));
        (_mm256_zeroupper(), release((void *)yf, n, 4UL));
        (_mm256_zeroupper(), release((void *)xi, n, 4UL));
        (_mm256_zeroupper(), release((void *)yi, n, 4UL));
        (_mm256_zeroupper(), release((void *)di, n, 4UL));
        (_mm256_zeroupper(), release((void *)xd, n, 8UL));
        (_mm256_zeroupper(), release((void *)zd, n, 8UL));
        (_mm256_zeroupper(), release((void *)yd, n, 8UL));
        (_mm256_zeroupper(), release((void *)xl, n, 8UL));
        (_mm256_zeroupper(), release((void *)yl, n, 8UL));
        (_mm256_zeroupper(), release((void *)pairs, t4, 4UL));
        (_mm256_zeroupper(), release((void *)table, 64, 4UL));
        (_mm256_zeroupper(), release((void *)idx, n, 4UL));
    }
}
