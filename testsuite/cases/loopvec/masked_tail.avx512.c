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
    int t30;
    int t40;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(a);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            float *t7 = y + t6;
            __m256 t8 = _mm256_loadu_ps(x + t6);
            __m256 t9 = _mm256_mul_ps(t5, t8);
            __m256 t10 = _mm256_loadu_ps(t7);
            __m256 t11 = _mm256_add_ps(t9, t10);
            _mm256_storeu_ps(t7, t11);
            long t12 = (long)(int)(t1 + 8L);
            float *t13 = y + t12;
            __m256 t14 = _mm256_loadu_ps(x + t12);
            __m256 t15 = _mm256_mul_ps(t5, t14);
            __m256 t16 = _mm256_loadu_ps(t13);
            __m256 t17 = _mm256_add_ps(t15, t16);
            _mm256_storeu_ps(t13, t17);
            long t18 = (long)(int)(t1 + 16L);
            float *t19 = y + t18;
            __m256 t20 = _mm256_loadu_ps(x + t18);
            __m256 t21 = _mm256_mul_ps(t5, t20);
            __m256 t22 = _mm256_loadu_ps(t19);
            __m256 t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(t19, t23);
            long t24 = (long)(int)(t1 + 24L);
            float *t25 = y + t24;
            __m256 t26 = _mm256_loadu_ps(x + t24);
            __m256 t27 = _mm256_mul_ps(t5, t26);
            __m256 t28 = _mm256_loadu_ps(t25);
            __m256 t29 = _mm256_add_ps(t27, t28);
            _mm256_storeu_ps(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        __m256 t33 = _mm256_set1_ps(a);
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            float *t35 = y + t34;
            __m256 t36 = _mm256_loadu_ps(x + t34);
            __m256 t37 = _mm256_mul_ps(t33, t36);
            __m256 t38 = _mm256_loadu_ps(t35);
            __m256 t39 = _mm256_add_ps(t37, t38);
            _mm256_storeu_ps(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        t40 = (int)((long)t30 + t32);
    } else {
        t40 = t30;
    }
    long t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        __m256i t42 = _mm256_set1_epi32((int)(int)t41);
        __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t44 = _mm256_set1_ps(a);
        long t45 = (long)(int)(long)t40;
        float *t46 = y + t45;
        __m256 t47 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), x + t45);
        __m256 t48 = _mm256_mul_ps(t44, t47);
        __m256 t49 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), t46);
        __m256 t50 = _mm256_add_ps(t48, t49);
        _mm256_mask_storeu_ps(t46, _mm256_movepi32_mask(t43), t50);
        i = (int)((long)t40 + t41);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        float *t52 = y + t51;
        *t52 = a * x[t51] + *t52;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int t38;
    int t50;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)k);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            int *t7 = y + t6;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(x + t6));
            __m256i t9 = _mm256_xor_si256(t8, t5);
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(3));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t12 = _mm256_add_epi32(t10, t11);
            __m256i t13 = _mm256_sub_epi32(t12, t8);
            _mm256_storeu_si256((__m256i *)t7, t13);
            long t14 = (long)(int)(t1 + 8L);
            int *t15 = y + t14;
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t17 = _mm256_xor_si256(t16, t5);
            __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(3));
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = _mm256_sub_epi32(t20, t16);
            _mm256_storeu_si256((__m256i *)t15, t21);
            long t22 = (long)(int)(t1 + 16L);
            int *t23 = y + t22;
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(x + t22));
            __m256i t25 = _mm256_xor_si256(t24, t5);
            __m256i t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(3));
            __m256i t27 = _mm256_loadu_si256((const __m256i *)t23);
            __m256i t28 = _mm256_add_epi32(t26, t27);
            __m256i t29 = _mm256_sub_epi32(t28, t24);
            _mm256_storeu_si256((__m256i *)t23, t29);
            long t30 = (long)(int)(t1 + 24L);
            int *t31 = y + t30;
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(x + t30));
            __m256i t33 = _mm256_xor_si256(t32, t5);
            __m256i t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32(3));
            __m256i t35 = _mm256_loadu_si256((const __m256i *)t31);
            __m256i t36 = _mm256_add_epi32(t34, t35);
            __m256i t37 = _mm256_sub_epi32(t36, t32);
            _mm256_storeu_si256((__m256i *)t31, t37);
            t1 += 32L;
        } while (t1 < t4);
        t38 = (int)t4;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 8L) {
        long t40 = t39 & -8L;
        __m256i t41 = _mm256_set1_epi32((int)k);
        long t2 = 0L;
        do {
            long t42 = (long)(int)((long)t38 + t2);
            int *t43 = y + t42;
            __m256i t44 = _mm256_loadu_si256((const __m256i *)(x + t42));
            __m256i t45 = _mm256_xor_si256(t44, t41);
            __m256i t46 = _mm256_mullo_epi32(t45, _mm256_set1_epi32(3));
            __m256i t47 = _mm256_loadu_si256((const __m256i *)t43);
            __m256i t48 = _mm256_add_epi32(t46, t47);
            __m256i t49 = _mm256_sub_epi32(t48, t44);
            _mm256_storeu_si256((__m256i *)t43, t49);
            t2 += 8L;
        } while (t2 < t40);
        t50 = (int)((long)t38 + t40);
    } else {
        t50 = t38;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if ((t51 >= 1L) & (t51 <= 8L)) {
        __m256i t52 = _mm256_set1_epi32((int)(int)t51);
        __m256i t53 = _mm256_cmpgt_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t54 = _mm256_set1_epi32((int)k);
        long t55 = (long)(int)(long)t50;
        int *t56 = y + t55;
        __m256i t57 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), x + t55);
        __m256i t58 = _mm256_xor_si256(t57, t54);
        __m256i t59 = t58;
        __m256i t60 = _mm256_set1_epi32(3);
        __m256i t61 = _mm256_mullo_epi32(t59, t60);
        __m256i t62 = t61;
        __m256i t63 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), t56);
        __m256i t64 = t62;
        __m256i t65 = t63;
        __m256i t66 = _mm256_add_epi32(t64, t65);
        __m256i t67 = t66;
        __m256i t68 = t67;
        __m256i t69 = t57;
        __m256i t70 = _mm256_sub_epi32(t68, t69);
        __m256i t71 = t70;
        _mm256_mask_storeu_epi32(t56, _mm256_movepi32_mask(t53), t71);
        i = (int)((long)t50 + t51);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        long t72 = (long)i;
        int *t73 = y + t72;
        int t74 = x[t72];
        *t73 = (t74 ^ k) * 3 + *t73 - t74;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    vcc_no_contract_body
    int t57;
    int t73;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            double *t6 = y + t5;
            __m256d t7 = _mm256_loadu_pd(x + t5);
            __m256d t8 = _mm256_loadu_pd(z + t5);
            __m256d t9 = _mm256_mul_pd(t7, t8);
            __m256d t10 = _mm256_add_pd(t9, _mm256_set1_pd(1.5));
            __m256d t11 = _mm256_sub_pd(t7, t8);
            __m256d t12 = _mm256_mul_pd(t10, t11);
            __m256d t13 = _mm256_loadu_pd(t6);
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.25));
            __m256d t15 = _mm256_add_pd(t12, t14);
            __m256d t16 = _mm256_mul_pd(t8, _mm256_set1_pd(0.125));
            __m256d t17 = _mm256_sub_pd(t15, t16);
            _mm256_storeu_pd(t6, t17);
            long t18 = (long)(int)(t1 + 4L);
            double *t19 = y + t18;
            __m256d t20 = _mm256_loadu_pd(x + t18);
            __m256d t21 = _mm256_loadu_pd(z + t18);
            __m256d t22 = _mm256_mul_pd(t20, t21);
            __m256d t23 = _mm256_add_pd(t22, _mm256_set1_pd(1.5));
            __m256d t24 = _mm256_sub_pd(t20, t21);
            __m256d t25 = _mm256_mul_pd(t23, t24);
            __m256d t26 = _mm256_loadu_pd(t19);
            __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.25));
            __m256d t28 = _mm256_add_pd(t25, t27);
            __m256d t29 = _mm256_mul_pd(t21, _mm256_set1_pd(0.125));
            __m256d t30 = _mm256_sub_pd(t28, t29);
            _mm256_storeu_pd(t19, t30);
            long t31 = (long)(int)(t1 + 8L);
            double *t32 = y + t31;
            __m256d t33 = _mm256_loadu_pd(x + t31);
            __m256d t34 = _mm256_loadu_pd(z + t31);
            __m256d t35 = _mm256_mul_pd(t33, t34);
            __m256d t36 = _mm256_add_pd(t35, _mm256_set1_pd(1.5));
            __m256d t37 = _mm256_sub_pd(t33, t34);
            __m256d t38 = _mm256_mul_pd(t36, t37);
            __m256d t39 = _mm256_loadu_pd(t32);
            __m256d t40 = _mm256_mul_pd(t39, _mm256_set1_pd(0.25));
            __m256d t41 = _mm256_add_pd(t38, t40);
            __m256d t42 = _mm256_mul_pd(t34, _mm256_set1_pd(0.125));
            __m256d t43 = _mm256_sub_pd(t41, t42);
            _mm256_storeu_pd(t32, t43);
            long t44 = (long)(int)(t1 + 12L);
            double *t45 = y + t44;
            __m256d t46 = _mm256_loadu_pd(x + t44);
            __m256d t47 = _mm256_loadu_pd(z + t44);
            __m256d t48 = _mm256_mul_pd(t46, t47);
            __m256d t49 = _mm256_add_pd(t48, _mm256_set1_pd(1.5));
            __m256d t50 = _mm256_sub_pd(t46, t47);
            __m256d t51 = _mm256_mul_pd(t49, t50);
            __m256d t52 = _mm256_loadu_pd(t45);
            __m256d t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.25));
            __m256d t54 = _mm256_add_pd(t51, t53);
            __m256d t55 = _mm256_mul_pd(t47, _mm256_set1_pd(0.125));
            __m256d t56 = _mm256_sub_pd(t54, t55);
            _mm256_storeu_pd(t45, t56);
            t1 += 16L;
        } while (t1 < t4);
        t57 = (int)t4;
    } else {
        t57 = 0;
    }
    long t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        long t59 = t58 & -4L;
        long t2 = 0L;
        do {
            long t60 = (long)(int)((long)t57 + t2);
            double *t61 = y + t60;
            __m256d t62 = _mm256_loadu_pd(x + t60);
            __m256d t63 = _mm256_loadu_pd(z + t60);
            __m256d t64 = _mm256_mul_pd(t62, t63);
            __m256d t65 = _mm256_add_pd(t64, _mm256_set1_pd(1.5));
            __m256d t66 = _mm256_sub_pd(t62, t63);
            __m256d t67 = _mm256_mul_pd(t65, t66);
            __m256d t68 = _mm256_loadu_pd(t61);
            __m256d t69 = _mm256_mul_pd(t68, _mm256_set1_pd(0.25));
            __m256d t70 = _mm256_add_pd(t67, t69);
            __m256d t71 = _mm256_mul_pd(t63, _mm256_set1_pd(0.125));
            __m256d t72 = _mm256_sub_pd(t70, t71);
            _mm256_storeu_pd(t61, t72);
            t2 += 4L;
        } while (t2 < t59);
        t73 = (int)((long)t57 + t59);
    } else {
        t73 = t57;
    }
    long t74 = (long)n + (long)t73 * -1L;
    if ((t74 >= 1L) & (t74 <= 4L)) {
        __m128i t75 = _mm_set1_epi32((int)(int)t74);
        __m128i t76 = _mm_cmpgt_epi32(t75, _mm_setr_epi32(0, 1, 2, 3));
        long t77 = (long)(int)(long)t73;
        double *t78 = y + t77;
        __m256d t79 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t76), x + t77);
        __m256d t80 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t76), z + t77);
        __m256d t81 = _mm256_mul_pd(t79, t80);
        __m256d t82 = _mm256_add_pd(t81, _mm256_set1_pd(1.5));
        __m256d t83 = _mm256_sub_pd(t79, t80);
        __m256d t84 = _mm256_mul_pd(t82, t83);
        __m256d t85 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t76), t78);
        __m256d t86 = _mm256_mul_pd(t85, _mm256_set1_pd(0.25));
        __m256d t87 = _mm256_add_pd(t84, t86);
        __m256d t88 = _mm256_mul_pd(t80, _mm256_set1_pd(0.125));
        __m256d t89 = _mm256_sub_pd(t87, t88);
        _mm256_mask_storeu_pd(t78, _mm_movepi32_mask(t76), t89);
        i = (int)((long)t73 + t74);
    } else {
        i = t73;
    }
    for (; i < n; i++) {
        long t90 = (long)i;
        double *t91 = y + t90;
        double t92 = x[t90];
        double t93 = z[t90];
        *t91 = (t92 * t93 + 1.5) * (t92 - t93) + *t91 * 0.25 - t93 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    vcc_no_contract_body
    int t25;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long long *t6 = y + t5;
            __m512i t7 = _mm512_loadu_si512(x + t5);
            __m512i t8 = _mm512_mullo_epi64(t7, _mm512_set1_epi64((long long)7LL));
            __m512i t9 = _mm512_loadu_si512(t6);
            __m512i t10 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)3LL));
            __m512i t11 = _mm512_add_epi64(t8, t10);
            __m512i t12 = _mm512_mullo_epi64(t9, _mm512_set1_epi64((long long)5LL));
            __m512i t13 = _mm512_sub_epi64(t7, t12);
            __m512i t14 = _mm512_xor_si512(t11, t13);
            _mm512_storeu_si512(t6, t14);
            long t15 = (long)(int)(t1 + 8L);
            long long *t16 = y + t15;
            __m512i t17 = _mm512_loadu_si512(x + t15);
            __m512i t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)7LL));
            __m512i t19 = _mm512_loadu_si512(t16);
            __m512i t20 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)3LL));
            __m512i t21 = _mm512_add_epi64(t18, t20);
            __m512i t22 = _mm512_mullo_epi64(t19, _mm512_set1_epi64((long long)5LL));
            __m512i t23 = _mm512_sub_epi64(t17, t22);
            __m512i t24 = _mm512_xor_si512(t21, t23);
            _mm512_storeu_si512(t16, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            long long *t29 = y + t28;
            __m512i t30 = _mm512_loadu_si512(x + t28);
            __m512i t31 = _mm512_mullo_epi64(t30, _mm512_set1_epi64((long long)7LL));
            __m512i t32 = _mm512_loadu_si512(t29);
            __m512i t33 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)3LL));
            __m512i t34 = _mm512_add_epi64(t31, t33);
            __m512i t35 = _mm512_mullo_epi64(t32, _mm512_set1_epi64((long long)5LL));
            __m512i t36 = _mm512_sub_epi64(t30, t35);
            __m512i t37 = _mm512_xor_si512(t34, t36);
            _mm512_storeu_si512(t29, t37);
            t2 += 8L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        long long *t43 = y + t42;
        __m512i t44 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), x + t42);
        __m512i t45 = t44;
        __m512i t46 = _mm512_set1_epi64((long long)7LL);
        __m512i t47 = _mm512_mullo_epi64(t45, t46);
        __m512i t48 = t47;
        __m512i t49 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t41), t43);
        __m512i t50 = t49;
        __m512i t51 = _mm512_set1_epi64((long long)3LL);
        __m512i t52 = _mm512_mullo_epi64(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = t48;
        __m512i t55 = t53;
        __m512i t56 = _mm512_add_epi64(t54, t55);
        __m512i t57 = t56;
        __m512i t58 = t49;
        __m512i t59 = _mm512_set1_epi64((long long)5LL);
        __m512i t60 = _mm512_mullo_epi64(t58, t59);
        __m512i t61 = t60;
        __m512i t62 = t44;
        __m512i t63 = t61;
        __m512i t64 = _mm512_sub_epi64(t62, t63);
        __m512i t65 = t64;
        __m512i t66 = _mm512_xor_si512(t57, t65);
        _mm512_mask_storeu_epi64(t43, _mm256_movepi32_mask(t41), t66);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t67 = (long)i;
        long long *t68 = y + t67;
        long long t69 = x[t67];
        long long t70 = *t68;
        *t68 = (t69 * 7LL + t70 * 3LL) ^ (t69 - t70 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_i32(int n, const int *x, const int *y) {
    vcc_no_contract_body
    int s;
    int t27;
    int t28;
    int t40;
    int t41;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        do {
            long t8 = (long)(int)t1;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t10 = _mm256_and_si256(t9, _mm256_set1_epi32(1023));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(y + t8));
            __m256i t12 = _mm256_and_si256(t11, _mm256_set1_epi32(1023));
            __m256i t13 = _mm256_mullo_epi32(t10, t12);
            __m256i t14 = _mm256_xor_si256(t9, _mm256_set1_epi32(5));
            __m256i t15 = _mm256_add_epi32(t13, t14);
            __m256i t16 = t15;
            t2 = _mm256_add_epi32(t2, t16);
            long t17 = (long)(int)(t1 + 8L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m256i t19 = _mm256_and_si256(t18, _mm256_set1_epi32(1023));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(y + t17));
            __m256i t21 = _mm256_and_si256(t20, _mm256_set1_epi32(1023));
            __m256i t22 = _mm256_mullo_epi32(t19, t21);
            __m256i t23 = _mm256_xor_si256(t18, _mm256_set1_epi32(5));
            __m256i t24 = _mm256_add_epi32(t22, t23);
            __m256i t25 = t24;
            t3 = _mm256_add_epi32(t3, t25);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t26 = _mm256_add_epi32(t2, t3);
        t27 = (int)t7;
        t28 = (int)vcc_avx2_sum_epi32(t26);
    } else {
        t27 = 0;
        t28 = 0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            long t31 = (long)(int)((long)t27 + t4);
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(x + t31));
            __m256i t33 = _mm256_and_si256(t32, _mm256_set1_epi32(1023));
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(y + t31));
            __m256i t35 = _mm256_and_si256(t34, _mm256_set1_epi32(1023));
            __m256i t36 = _mm256_mullo_epi32(t33, t35);
            __m256i t37 = _mm256_xor_si256(t32, _mm256_set1_epi32(5));
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = t38;
            t5 = _mm256_add_epi32(t5, t39);
            t4 += 8L;
        } while (t4 < t30);
        t40 = (int)((long)t27 + t30);
        t41 = (int)((unsigned int)t28 + vcc_avx2_sum_epi32(t5));
    } else {
        t40 = t27;
        t41 = t28;
    }
    long t42 = (long)n + (long)t40 * -1L;
    if ((t42 >= 1L) & (t42 <= 8L)) {
        __m256i t43 = _mm256_set1_epi32((int)(int)t42);
        __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t45 = (long)(int)(long)t40;
        __m256i t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), x + t45);
        __m256i t47 = _mm256_and_si256(t46, _mm256_set1_epi32(1023));
        __m256i t48 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), y + t45);
        __m256i t49 = _mm256_and_si256(t48, _mm256_set1_epi32(1023));
        __m256i t50 = t47;
        __m256i t51 = t49;
        __m256i t52 = _mm256_mullo_epi32(t50, t51);
        __m256i t53 = t52;
        __m256i t54 = _mm256_xor_si256(t46, _mm256_set1_epi32(5));
        __m256i t55 = t53;
        __m256i t56 = t54;
        __m256i t57 = _mm256_add_epi32(t55, t56);
        __m256i t58 = t57;
        __m256i t59 = t58;
        __m256i t60 = _mm256_add_epi32(_mm256_set1_epi32(0), t59);
        __m256i t61 = _mm256_ternarylogic_epi32(t44, t60, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t40 + t42);
        s = (int)((unsigned int)t41 + vcc_avx2_sum_epi32(t61));
    } else {
        i = t40;
        s = t41;
    }
    for (; i < n; i++) {
        long t62 = (long)i;
        int t63 = x[t62];
        s += (t63 & 1023) * (y[t62] & 1023) + (t63 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_i32(int n, const int *x) {
    vcc_no_contract_body
    int m;
    int t17;
    int t18;
    int t25;
    int t26;
    int i;
    int m_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m256i t1 = _mm256_set1_epi32(-2000000000);
        long t2 = 0L;
        __m256i t3 = t1;
        do {
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(x + (int)t2));
            __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(3));
            __m256i t10 = _mm256_xor_si256(t8, _mm256_set1_epi32(12345));
            __m256i t11 = _mm256_sub_epi32(t9, t10);
            t1 = _mm256_max_epi32(t11, t1);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(x + (int)(t2 + 8L)));
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            __m256i t14 = _mm256_xor_si256(t12, _mm256_set1_epi32(12345));
            __m256i t15 = _mm256_sub_epi32(t13, t14);
            t3 = _mm256_max_epi32(t15, t3);
            t2 += 16L;
        } while (t2 < t7);
        __m256i t16 = _mm256_max_epi32(t1, t3);
        t17 = (int)t7;
        t18 = vcc_avx2_reduce_epi32(t16, _mm_max_epi32, int);
    } else {
        t17 = 0;
        t18 = -2000000000;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t4 = _mm256_set1_epi32((int)t18);
        long t5 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(x + (int)((long)t17 + t5)));
            __m256i t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(3));
            __m256i t23 = _mm256_xor_si256(t21, _mm256_set1_epi32(12345));
            __m256i t24 = _mm256_sub_epi32(t22, t23);
            t4 = _mm256_max_epi32(t24, t4);
            t5 += 8L;
        } while (t5 < t20);
        t25 = (int)((long)t17 + t20);
        t26 = vcc_avx2_reduce_epi32(t4, _mm_max_epi32, int);
    } else {
        t25 = t17;
        t26 = t18;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t30 = _mm256_set1_epi32((int)t26);
        __m256i t31 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), x + (int)(long)t25);
        __m256i t32 = t31;
        __m256i t33 = _mm256_set1_epi32(3);
        __m256i t34 = _mm256_mullo_epi32(t32, t33);
        __m256i t35 = t34;
        __m256i t36 = _mm256_xor_si256(t31, _mm256_set1_epi32(12345));
        __m256i t37 = t35;
        __m256i t38 = t36;
        __m256i t39 = _mm256_sub_epi32(t37, t38);
        __m256i t40 = t39;
        __m256i t41 = _mm256_cmpgt_epi32(t40, t30);
        __m256i t42 = (__m256i)~(vcc_m8)t41;
        __m256i t43 = _mm256_and_si256(t29, t42);
        __m256i t44 = _mm256_ternarylogic_epi32(t43, t30, t40, 0xCA);
        __m256i t45 = _mm256_ternarylogic_epi32(t29, t44, t30, 0xCA);
        i = (int)((long)t25 + t27);
        m_1 = vcc_avx2_reduce_epi32(t45, _mm_max_epi32, int);
    } else {
        i = t25;
        m_1 = t26;
    }
    for (; i < n; i++, m_1 = m) {
        int t46 = x[i];
        m = t46 * 3 - (t46 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(t);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256 t7 = _mm256_loadu_ps(x + t6);
            __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, t5, _CMP_GT_OQ));
            __m256 t9 = _mm256_sub_ps(t7, t5);
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t8), t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256 t12 = _mm256_loadu_ps(x + t11);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(t12, t5, _CMP_GT_OQ));
            __m256 t14 = _mm256_sub_ps(t12, t5);
            __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t13), t15);
            long t16 = (long)(int)(t1 + 16L);
            __m256 t17 = _mm256_loadu_ps(x + t16);
            __m256i t18 = _mm256_castps_si256(_mm256_cmp_ps(t17, t5, _CMP_GT_OQ));
            __m256 t19 = _mm256_sub_ps(t17, t5);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t16 * 4UL), _mm256_movepi32_mask(t18), t20);
            long t21 = (long)(int)(t1 + 24L);
            __m256 t22 = _mm256_loadu_ps(x + t21);
            __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(t22, t5, _CMP_GT_OQ));
            __m256 t24 = _mm256_sub_ps(t22, t5);
            __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t21 * 4UL), _mm256_movepi32_mask(t23), t25);
            t1 += 32L;
        } while (t1 < t4);
        t26 = (int)t4;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        __m256 t29 = _mm256_set1_ps(t);
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t26 + t2);
            __m256 t31 = _mm256_loadu_ps(x + t30);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(t31, t29, _CMP_GT_OQ));
            __m256 t33 = _mm256_sub_ps(t31, t29);
            __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t30 * 4UL), _mm256_movepi32_mask(t32), t34);
            t2 += 8L;
        } while (t2 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t39 = _mm256_set1_ps(t);
        long t40 = (long)(int)(long)t35;
        __m256 t41 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t38), x + t40);
        __m256i t42 = _mm256_castps_si256(_mm256_cmp_ps(t41, t39, _CMP_GT_OQ));
        __m256i t43 = _mm256_and_si256(t38, t42);
        __m256 t44 = _mm256_sub_ps(t41, t39);
        __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t40 * 4UL), _mm256_movepi32_mask(t43), t45);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        float t47 = x[t46];
        if (t47 > t) {
            y[t46] = (t47 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 8L);
            long t7 = (long)(int)(t1 + 16L);
            long t8 = (long)(int)(t1 + 24L);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(idx + t7));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(idx + t8));
            __m256 t13 = _mm256_i32gather_ps(table, t9, 4);
            __m256 t14 = _mm256_i32gather_ps(table, t10, 4);
            __m256 t15 = _mm256_i32gather_ps(table, t11, 4);
            __m256 t16 = _mm256_i32gather_ps(table, t12, 4);
            __m256 t17 = _mm256_add_ps(t13, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t5, t17);
            __m256 t18 = _mm256_add_ps(t14, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t6, t18);
            __m256 t19 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t7, t19);
            __m256 t20 = _mm256_add_ps(t16, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t8, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(idx + t24));
            __m256 t26 = _mm256_i32gather_ps(table, t25, 4);
            __m256 t27 = _mm256_add_ps(t26, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t32 = (long)(int)(long)t28;
        __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), idx + t32);
        __m256 t34 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), table, t33, _mm256_castsi256_ps(t31), 4);
        __m256 t35 = _mm256_add_ps(t34, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(y + t32, _mm256_movepi32_mask(t31), t35);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        y[t36] = table[idx[t36]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(x + t4));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(d + t4));
            __m256i t7 = (__m256i)((vcc_v8_int)t5 / (vcc_v8_int)t6);
            __m256i t8 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(5));
            __m256i t9 = _mm256_add_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(y + t4), t9);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        int t11 = x[t10];
        y[t10] = t11 / d[t10] + t11 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const float *t6 = x + 2 * t5;
            __m256 t7 = _mm256_loadu_ps(t6);
            __m256 t8 = _mm256_loadu_ps(t6 + 8);
            __m256 t9 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t8);
            __m256 t10 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t8);
            __m256 t11 = _mm256_mul_ps(t9, _mm256_set1_ps(3.0f));
            __m256 t12 = _mm256_add_ps(t11, t10);
            _mm256_storeu_ps(y + t5, t12);
            int t13 = (int)(t1 + 8L);
            const float *t14 = x + 2 * t13;
            __m256 t15 = _mm256_loadu_ps(t14);
            __m256 t16 = _mm256_loadu_ps(t14 + 8);
            __m256 t17 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t16);
            __m256 t18 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t16);
            __m256 t19 = _mm256_mul_ps(t17, _mm256_set1_ps(3.0f));
            __m256 t20 = _mm256_add_ps(t19, t18);
            _mm256_storeu_ps(y + t13, t20);
            int t21 = (int)(t1 + 16L);
            const float *t22 = x + 2 * t21;
            __m256 t23 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_loadu_ps(t22 + 8);
            __m256 t25 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t24);
            __m256 t26 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t24);
            __m256 t27 = _mm256_mul_ps(t25, _mm256_set1_ps(3.0f));
            __m256 t28 = _mm256_add_ps(t27, t26);
            _mm256_storeu_ps(y + t21, t28);
            int t29 = (int)(t1 + 24L);
            const float *t30 = x + 2 * t29;
            __m256 t31 = _mm256_loadu_ps(t30);
            __m256 t32 = _mm256_loadu_ps(t30 + 8);
            __m256 t33 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t32);
            __m256 t34 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t32);
            __m256 t35 = _mm256_mul_ps(t33, _mm256_set1_ps(3.0f));
            __m256 t36 = _mm256_add_ps(t35, t34);
            _mm256_storeu_ps(y + t29, t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            int t40 = (int)((long)t37 + t2);
            const float *t41 = x + 2 * t40;
            __m256 t42 = _mm256_loadu_ps(t41);
            __m256 t43 = _mm256_loadu_ps(t41 + 8);
            __m256 t44 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t43);
            __m256 t45 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t43);
            __m256 t46 = _mm256_mul_ps(t44, _mm256_set1_ps(3.0f));
            __m256 t47 = _mm256_add_ps(t46, t45);
            _mm256_storeu_ps(y + t40, t47);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t48 = 2 * i;
        y[i] = x[t48] * 3.0f + x[t48 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    float last;
    __m256 t19;
    int t21;
    float t22;
    __m256 t27;
    int t29;
    float t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(x + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            __m256 t8 = _mm256_add_ps(t7, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(x + t9);
            __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            __m256 t12 = _mm256_add_ps(t11, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256 t14 = _mm256_loadu_ps(x + t13);
            __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            __m256 t16 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256 t18 = _mm256_loadu_ps(x + t17);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(2.0f));
            __m256 t20 = _mm256_add_ps(t19, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
        t22 = ((vcc_v8_float)t19)[7];
    } else {
        t21 = 0;
        t22 = 0.0f;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t21 + t2);
            __m256 t26 = _mm256_loadu_ps(x + t25);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(2.0f));
            __m256 t28 = _mm256_add_ps(t27, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t25, t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t21 + t24);
        t30 = ((vcc_v8_float)t27)[7];
    } else {
        t29 = t21;
        t30 = t22;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)(int)(long)t29;
        __m256 t35 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t33), x + t34);
        __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(2.0f));
        __m256 t37 = _mm256_add_ps(t36, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(y + t34, _mm256_movepi32_mask(t33), t37);
        __m256i t38 = _mm256_set1_epi32((int)(int)(t31 - 1L));
        __m256i t39 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t38);
        __m256 t40 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t39), _mm256_set1_ps(-0.0f), t36);
        i = (int)((long)t29 + t31);
        last = vcc_avx2_sum_ps(t40);
    } else {
        i = t29;
        last = t30;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        last = x[t41] * 2.0f;
        y[t41] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int last;
    __m256i t25;
    int t30;
    int t31;
    __m256i t36;
    int t41;
    int t42;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(x + t5));
            __m256i t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(3));
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            __m256i t10 = _mm256_add_epi32(t8, t9);
            _mm256_storeu_si256((__m256i *)(y + t5), t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(x + t11));
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(3));
            __m256i t14 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
            __m256i t16 = _mm256_add_epi32(t14, t15);
            _mm256_storeu_si256((__m256i *)(y + t11), t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_set1_epi32(3));
            __m256i t20 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(3));
            __m256i t21 = (__m256i)__builtin_convertvector((vcc_m8)t19 & 1, vcc_v8_int);
            __m256i t22 = _mm256_add_epi32(t20, t21);
            _mm256_storeu_si256((__m256i *)(y + t17), t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(x + t23));
            t25 = _mm256_cmpgt_epi32(t24, _mm256_set1_epi32(3));
            __m256i t26 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(3));
            __m256i t27 = (__m256i)__builtin_convertvector((vcc_m8)t25 & 1, vcc_v8_int);
            __m256i t28 = _mm256_add_epi32(t26, t27);
            _mm256_storeu_si256((__m256i *)(y + t23), t28);
            t1 += 32L;
        } while (t1 < t4);
        __m256i t29 = (__m256i)__builtin_convertvector((vcc_m8)t25 & 1, vcc_v8_int);
        t30 = (int)t4;
        t31 = ((vcc_v8_int)t29)[7];
    } else {
        t30 = 0;
        t31 = -1;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(x + t34));
            t36 = _mm256_cmpgt_epi32(t35, _mm256_set1_epi32(3));
            __m256i t37 = _mm256_mullo_epi32(t35, _mm256_set1_epi32(3));
            __m256i t38 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            _mm256_storeu_si256((__m256i *)(y + t34), t39);
            t2 += 8L;
        } while (t2 < t33);
        __m256i t40 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
        t41 = (int)((long)t30 + t33);
        t42 = ((vcc_v8_int)t40)[7];
    } else {
        t41 = t30;
        t42 = t31;
    }
    long t43 = (long)n + (long)t41 * -1L;
    if ((t43 >= 1L) & (t43 <= 8L)) {
        __m256i t44 = _mm256_set1_epi32((int)(int)t43);
        __m256i t45 = _mm256_cmpgt_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t46 = (long)(int)(long)t41;
        __m256i t47 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t45), x + t46);
        __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_set1_epi32(3));
        __m256i t49 = t47;
        __m256i t50 = _mm256_set1_epi32(3);
        __m256i t51 = _mm256_mullo_epi32(t49, t50);
        __m256i t52 = t51;
        __m256i t53 = (__m256i)__builtin_convertvector((vcc_m8)t48 & 1, vcc_v8_int);
        __m256i t54 = t52;
        __m256i t55 = t53;
        __m256i t56 = _mm256_add_epi32(t54, t55);
        __m256i t57 = t56;
        _mm256_mask_storeu_epi32(y + t46, _mm256_movepi32_mask(t45), t57);
        __m256i t58 = (__m256i)__builtin_convertvector((vcc_m8)t48 & 1, vcc_v8_int);
        __m256i t59 = _mm256_set1_epi32((int)(int)(t43 - 1L));
        __m256i t60 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t59);
        __m256i t61 = _mm256_ternarylogic_epi32(t60, t58, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t41 + t43);
        last = vcc_avx2_reduce_epi32(t61, _mm_or_si128, int);
    } else {
        i = t41;
        last = t42;
    }
    for (; i < n; i++) {
        long t62 = (long)i;
        int t63 = x[t62];
        last = t63 > 3;
        y[t62] = t63 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int find_last_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int t27;
    int t28;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(-1);
        __m256i t3 = _mm256_set1_epi32(-1);
        do {
            long t8 = t1 + 8L;
            long t9 = (long)(int)t1;
            const int *t10 = x + t9;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t9), t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32(100));
            __m256i t15 = _mm256_set1_epi32((int)(int)t1);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = _mm256_ternarylogic_epi32(t14, t16, t2, 0xCA);
            long t17 = (long)(int)t8;
            const int *t18 = x + t17;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t17), t20);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t22 = _mm256_cmpgt_epi32(t21, _mm256_set1_epi32(100));
            __m256i t23 = _mm256_set1_epi32((int)(int)t8);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t22, t24, t3, 0xCA);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t25 = _mm256_max_epi32(t3, t2);
        int t26 = vcc_avx2_reduce_epi32(t25, _mm_max_epi32, int);
        t27 = (int)t7;
        t28 = t26 < 0 ? -7 : (int)(long)t26;
    } else {
        t27 = 0;
        t28 = -7;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 8L) & (t29 <= 2147483647L)) {
        long t30 = t29 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            long t31 = (long)(int)((long)t27 + t4);
            const int *t32 = x + t31;
            __m256i t33 = _mm256_loadu_si256((const __m256i *)t32);
            __m256i t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t31), t34);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)t32);
            __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_set1_epi32(100));
            __m256i t37 = _mm256_set1_epi32((int)(int)t4);
            __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t36, t38, t5, 0xCA);
            t4 += 8L;
        } while (t4 < t30);
        int t39 = vcc_avx2_reduce_epi32(t5, _mm_max_epi32, int);
        i = (int)((long)t27 + t30);
        last = t39 < 0 ? t28 : (int)((long)t27 + (long)t39);
    } else {
        i = t27;
        last = t28;
    }
    for (; i < n; i++, last = last_1) {
        long t40 = (long)i;
        const int *t41 = x + t40;
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
    int t23;
    int t32;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)x;
    unsigned long t5 = (unsigned long)y;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -32L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m256 t8 = _mm256_loadu_ps(x + t7);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t7, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256 t12 = _mm256_loadu_ps(x + t11);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            __m256 t14 = _mm256_add_ps(t13, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t11, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256 t16 = _mm256_loadu_ps(x + t15);
            __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
            __m256 t18 = _mm256_add_ps(t17, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t15, t18);
            long t19 = (long)(int)(t1 + 24L);
            __m256 t20 = _mm256_loadu_ps(x + t19);
            __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
            __m256 t22 = _mm256_add_ps(t21, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t19, t22);
            t1 += 32L;
        } while (t1 < t6);
        t23 = (int)t6;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)x;
    unsigned long t26 = (unsigned long)y;
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))))) {
        long t27 = t24 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t23 + t2);
            __m256 t29 = _mm256_loadu_ps(x + t28);
            __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
            __m256 t31 = _mm256_add_ps(t30, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t28, t31);
            t2 += 8L;
        } while (t2 < t27);
        t32 = (int)((long)t23 + t27);
    } else {
        t32 = t23;
    }
    long t33 = (long)n + (long)t32 * -1L;
    unsigned long t34 = (unsigned long)x;
    unsigned long t35 = (unsigned long)y;
    if ((t33 >= 1L) & (t33 <= 8L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))))) {
        __m256i t36 = _mm256_set1_epi32((int)(int)t33);
        __m256i t37 = _mm256_cmpgt_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t38 = (long)(int)(long)t32;
        __m256 t39 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t37), x + t38);
        __m256 t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.5f));
        __m256 t41 = _mm256_add_ps(t40, _mm256_set1_ps(3.0f));
        _mm256_mask_storeu_ps(y + t38, _mm256_movepi32_mask(t37), t41);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        y[t42] = x[t42] * 0.5f + 3.0f;
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
    int t3;
    int t19;
    int t25;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        float *xf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *yf = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *xi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *yi = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *di = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        double *xd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        double *zd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        double *yd = (double *)(_mm256_zeroupper(), guarded(n, 8UL));
        long long *xl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        long long *yl = (long long *)(_mm256_zeroupper(), guarded(n, 8UL));
        int t4 = 2 * n;
        float *pairs = (float *)(_mm256_zeroupper(), guarded(t4, 4UL));
        float *table = (float *)(_mm256_zeroupper(), guarded(64, 4UL));
        int *idx = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 100U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            yf[fill_idx_1] = (float)(int)((_mm256_zeroupper(), next_rand()) % 30U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            xi[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            yi[fill_idx_3] = -100 + (int)((_mm256_zeroupper(), next_rand()) % 200U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            di[fill_idx_4] = 1 + (int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            xd[fill_idx_5] = (double)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            zd[fill_idx_6] = (double)(1 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            yd[fill_idx_7] = (double)(int)((_mm256_zeroupper(), next_rand()) % 5U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            xl[fill_idx_8] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            yl[fill_idx_9] = (long long)(int)((_mm256_zeroupper(), next_rand()) % 1000U);
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t4; fill_idx_10++) {
            pairs[fill_idx_10] = (float)(int)((_mm256_zeroupper(), next_rand()) % 50U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < 64; fill_idx_11++) {
            table[fill_idx_11] = (float)(int)((_mm256_zeroupper(), next_rand()) % 1000U);
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            idx[fill_idx_12] = (int)((_mm256_zeroupper(), next_rand()) % 64U);
        }
        long t5 = (long)n;
        if (t5 >= 32L) {
            long t6 = t5 & -32L;
            long t1 = 0L;
            do {
                long long *t7 = xl + (int)t1;
                __m512i t8 = _mm512_loadu_si512(t7);
                __m512i t9 = _mm512_mullo_epi64(t8, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t7, t9);
                long long *t10 = xl + (int)(t1 + 8L);
                __m512i t11 = _mm512_loadu_si512(t10);
                __m512i t12 = _mm512_mullo_epi64(t11, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t10, t12);
                long long *t13 = xl + (int)(t1 + 16L);
                __m512i t14 = _mm512_loadu_si512(t13);
                __m512i t15 = _mm512_mullo_epi64(t14, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t13, t15);
                long long *t16 = xl + (int)(t1 + 24L);
                __m512i t17 = _mm512_loadu_si512(t16);
                __m512i t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t16, t18);
                t1 += 32L;
            } while (t1 < t6);
            t19 = (int)t6;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            long t21 = t20 & -8L;
            long t2 = 0L;
            do {
                long long *t22 = xl + (int)((long)t19 + t2);
                __m512i t23 = _mm512_loadu_si512(t22);
                __m512i t24 = _mm512_mullo_epi64(t23, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t22, t24);
                t2 += 8L;
            } while (t2 < t21);
            t25 = (int)((long)t19 + t21);
        } else {
            t25 = t19;
        }
        long t26 = (long)n + (long)t25 * -1L;
        if ((t26 >= 1L) & (t26 <= 8L)) {
            __m256i t27 = _mm256_set1_epi32((int)(int)t26);
            __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long long *t29 = xl + (int)(long)t25;
            __m512i t30 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), t29);
            __m512i t31 = t30;
            __m512i t32 = _mm512_set1_epi64((long long)1000003LL);
            __m512i t33 = _mm512_mullo_epi64(t31, t32);
            __m512i t34 = t33;
            _mm512_mask_storeu_epi64(t29, _mm256_movepi32_mask(t28), t34);
            i = (int)((long)t25 + t26);
        } else {
            i = t25;
        }
        for (; i < n; i++) {
            long long *t35 = xl + i;
            *t35 = *t35 * 1000003LL;
        }
        const float *t36 = xf;
        saxpy_f32(n, 1.5f, t36, yf);
        const int *t37 = xi;
        mix_i32(n, 77, t37, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, t37, yi);
        int mx = max_i32(n, t37);
        unsigned long t38 = (unsigned long)n;
        unsigned long t39 = t38 * 8UL;
        unsigned long t40 = (_mm256_zeroupper(), hash_bytes((const void *)yl, t39));
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t39));
        unsigned long t42 = t38 * 4UL;
        const void *t43 = (const void *)yi;
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes(t43, t42));
        const void *t45 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, t42)), (unsigned long long)t44, (unsigned long long)t41, (unsigned long long)t40, dot, mx);
        clip_f32(n, 3.0f, t36, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, t37, di, yi);
        unsigned long t46 = (_mm256_zeroupper(), hash_bytes(t43, t42));
        const void *t47 = (const void *)xf;
        unsigned long t48 = (_mm256_zeroupper(), hash_bytes(t47, t42));
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, t42)), (unsigned long long)t48, (unsigned long long)t46);
        pairs_f32(n, pairs, yf);
        float last = last_f32(n, t36, yf);
        int last_cmp = last_cmp_i32(n, t37, yi);
        int found = find_last_i32(n, t37, di);
        unsigned long t49 = (_mm256_zeroupper(), hash_bytes((const void *)di, t42));
        unsigned long t50 = (_mm256_zeroupper(), hash_bytes(t43, t42));
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, t42)), (double)last, last_cmp, (unsigned long long)t50, found, (unsigned long long)t49);
        if (n > 0) {
            shift_add_f32(n - 1, t36, xf + 1);
            shift_add_f32(n, t36, yf);
        }
        unsigned long t51 = (_mm256_zeroupper(), hash_bytes(t45, t42));
        printf("  shift %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t47, t42)), (unsigned long long)t51);
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
