/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v8_float __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=2 sse4.2=0 neon=3 */
#include "harness.h"

/* Arrays of structures updated in place: loads and stores of one base in interleave groups
   (`legal/access.rs` `find_groups`), allowed where every read of the base comes before every
   write in the body and the first member written is not after the first member read
   (`x_from_yz`, `x_from_all`), on targets whose masked stores cost what plain ones do (avx512:
   a store group with gaps stored lane by lane ran slower than the scalar loop on sse2), never
   on the generic target. The load group reads the whole stretch (its gaps read and not used),
   the store group writes only its members (the gaps left alone). Where a later member
   is written (`y_between`, `im_from_re`, `green_from_rb`), a store group's last vector would
   cover the next vector iteration's first load, which the core cannot forward: those stay
   gathers and scatters (and scalar where those do not pay). `later_read` reads a member after
   writing another: not grouped either. Arrays are exactly n structures, so that ASan sees any
   access past the last one. */
struct xyz {
    float x, y, z;
};
struct cplx {
    double re, im;
};
struct rgb {
    unsigned char r, g, b;
};

/* Two members read, the third written (coverage eq_aos3). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void x_from_yz(int n, struct xyz *p, float s) {
    vcc_no_contract_body
    int t41;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 s_v = _mm256_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at aos_update.c:28 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            struct xyz *t3 = p + i_vec;
            float *t4 = &t3->x;
            float *t5 = &t3->y;
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(t5 + 8);
            __m256 t8 = _mm256_loadu_ps(t5 + 16);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t7, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t7, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t10, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t11 = _mm256_mul_ps(p_v, s_v);
            __m256 t12 = _mm256_add_ps(t11, p_v_1);
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t12, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t12, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4, _mm256_movepi32_mask(t15), t14);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t12, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t12, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 8, _mm256_movepi32_mask(t18), t17);
            __m256 t19 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t12, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t12, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 16, _mm256_movepi32_mask(t21), t20);
            struct xyz *t22 = p + (i_vec + 8L);
            float *t23 = &t22->x;
            float *t24 = &t22->y;
            __m256 t25 = _mm256_loadu_ps(t24);
            __m256 t26 = _mm256_loadu_ps(t24 + 8);
            __m256 t27 = _mm256_loadu_ps(t24 + 16);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t26, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v_2 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t27, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t26, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t27, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t30 = _mm256_mul_ps(p_v_2, s_v);
            __m256 t31 = _mm256_add_ps(t30, p_v_3);
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t31, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t23, _mm256_movepi32_mask(t34), t33);
            __m256 t35 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t35, (vcc_v8_float)t31, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t23 + 8, _mm256_movepi32_mask(t37), t36);
            __m256 t38 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t31, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t23 + 16, _mm256_movepi32_mask(t40), t39);
            i_vec += 16L;
        } while (i_vec < t2);
        t41 = (int)t2;
    } else {
        t41 = 0;
    }
    long t42 = (long)n + (long)t41 * -1L - 1L;
    if (t42 >= 8L) {
        long t43 = t42 & -8L;
        __m256 s_v_1 = _mm256_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at aos_update.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            struct xyz *t44 = p + ((long)t41 + i_vec_1);
            float *t45 = &t44->x;
            float *t46 = &t44->y;
            __m256 t47 = _mm256_loadu_ps(t46);
            __m256 t48 = _mm256_loadu_ps(t46 + 8);
            __m256 t49 = _mm256_loadu_ps(t46 + 16);
            __m256 t50 = (__m256)__builtin_shufflevector((vcc_v8_float)t47, (vcc_v8_float)t48, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v_4 = (__m256)__builtin_shufflevector((vcc_v8_float)t50, (vcc_v8_float)t49, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t51 = (__m256)__builtin_shufflevector((vcc_v8_float)t47, (vcc_v8_float)t48, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)t51, (vcc_v8_float)t49, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t52 = _mm256_mul_ps(p_v_4, s_v_1);
            __m256 t53 = _mm256_add_ps(t52, p_v_5);
            __m256 t54 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t53, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t55 = (__m256)__builtin_shufflevector((vcc_v8_float)t54, (vcc_v8_float)t53, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t56 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t45, _mm256_movepi32_mask(t56), t55);
            __m256 t57 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t53, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t58 = (__m256)__builtin_shufflevector((vcc_v8_float)t57, (vcc_v8_float)t53, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t59 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t45 + 8, _mm256_movepi32_mask(t59), t58);
            __m256 t60 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t53, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t61 = (__m256)__builtin_shufflevector((vcc_v8_float)t60, (vcc_v8_float)t53, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t62 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t45 + 16, _mm256_movepi32_mask(t62), t61);
            i_vec_1 += 8L;
        } while (i_vec_1 < t43);
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        struct xyz *t63 = p + i;
        t63->x = t63->y * s + t63->z;
    }
}

/* Every member read, one written back. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void x_from_all(int n, struct xyz *p) {
    vcc_no_contract_body
    int t41;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at aos_update.c:34 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = &p[i_vec].x;
            __m256 t4 = _mm256_loadu_ps(t3);
            __m256 t5 = _mm256_loadu_ps(t3 + 8);
            __m256 t6 = _mm256_loadu_ps(t3 + 16);
            __m256 t7 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t5, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t6, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t8 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t5, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t6, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t5, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 p_v_2 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t6, 0, 1, 2, 3, 4, 9, 12, 15);
            __m256 t10 = _mm256_mul_ps(p_v, _mm256_set1_ps(0.5f));
            __m256 t11 = _mm256_mul_ps(p_v_1, p_v_2);
            __m256 t12 = _mm256_add_ps(t10, t11);
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t12, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t12, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3, _mm256_movepi32_mask(t15), t14);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t12, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t12, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3 + 8, _mm256_movepi32_mask(t18), t17);
            __m256 t19 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t12, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t12, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3 + 16, _mm256_movepi32_mask(t21), t20);
            float *t22 = &p[i_vec + 8L].x;
            __m256 t23 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_loadu_ps(t22 + 8);
            __m256 t25 = _mm256_loadu_ps(t22 + 16);
            __m256 t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t24, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)t26, (vcc_v8_float)t25, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t24, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_4 = (__m256)__builtin_shufflevector((vcc_v8_float)t27, (vcc_v8_float)t25, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t24, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 p_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t25, 0, 1, 2, 3, 4, 9, 12, 15);
            __m256 t29 = _mm256_mul_ps(p_v_3, _mm256_set1_ps(0.5f));
            __m256 t30 = _mm256_mul_ps(p_v_4, p_v_5);
            __m256 t31 = _mm256_add_ps(t29, t30);
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t31, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t22, _mm256_movepi32_mask(t34), t33);
            __m256 t35 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t35, (vcc_v8_float)t31, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t22 + 8, _mm256_movepi32_mask(t37), t36);
            __m256 t38 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t31, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t22 + 16, _mm256_movepi32_mask(t40), t39);
            i_vec += 16L;
        } while (i_vec < t2);
        t41 = (int)t2;
    } else {
        t41 = 0;
    }
    long t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        long t43 = t42 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at aos_update.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t44 = &p[(long)t41 + i_vec_1].x;
            __m256 t45 = _mm256_loadu_ps(t44);
            __m256 t46 = _mm256_loadu_ps(t44 + 8);
            __m256 t47 = _mm256_loadu_ps(t44 + 16);
            __m256 t48 = (__m256)__builtin_shufflevector((vcc_v8_float)t45, (vcc_v8_float)t46, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 p_v_6 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t47, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t49 = (__m256)__builtin_shufflevector((vcc_v8_float)t45, (vcc_v8_float)t46, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 p_v_7 = (__m256)__builtin_shufflevector((vcc_v8_float)t49, (vcc_v8_float)t47, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t50 = (__m256)__builtin_shufflevector((vcc_v8_float)t45, (vcc_v8_float)t46, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 p_v_8 = (__m256)__builtin_shufflevector((vcc_v8_float)t50, (vcc_v8_float)t47, 0, 1, 2, 3, 4, 9, 12, 15);
            __m256 t51 = _mm256_mul_ps(p_v_6, _mm256_set1_ps(0.5f));
            __m256 t52 = _mm256_mul_ps(p_v_7, p_v_8);
            __m256 t53 = _mm256_add_ps(t51, t52);
            __m256 t54 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t53, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t55 = (__m256)__builtin_shufflevector((vcc_v8_float)t54, (vcc_v8_float)t53, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t56 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t44, _mm256_movepi32_mask(t56), t55);
            __m256 t57 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t53, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t58 = (__m256)__builtin_shufflevector((vcc_v8_float)t57, (vcc_v8_float)t53, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t59 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t44 + 8, _mm256_movepi32_mask(t59), t58);
            __m256 t60 = (__m256)__builtin_shufflevector((vcc_v8_float)t53, (vcc_v8_float)t53, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t61 = (__m256)__builtin_shufflevector((vcc_v8_float)t60, (vcc_v8_float)t53, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t62 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t44 + 16, _mm256_movepi32_mask(t62), t61);
            i_vec_1 += 8L;
        } while (i_vec_1 < t43);
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        struct xyz *t63 = p + i;
        float *t64 = &t63->x;
        *t64 = *t64 * 0.5f + t63->y * t63->z;
    }
}

/* Outer members read, the middle one written. */
void y_between(int n, struct xyz *p) {
    for (int i = 0; i < n; i++)
        p[i].y = p[i].x - p[i].z;
}

/* Pairs of doubles: the imaginary part from the real one. */
void im_from_re(int n, struct cplx *c, double k) {
    for (int i = 0; i < n; i++)
        c[i].im = c[i].re * k + c[i].im;
}

/* Bytes: green from red and blue. */
void green_from_rb(int n, struct rgb *p) {
    for (int i = 0; i < n; i++)
        p[i].g = (unsigned char)((p[i].r + p[i].b) >> 1);
}

/* A read after a write of the same base: not grouped. */
void later_read(int n, struct xyz *p, float *restrict out) {
    for (int i = 0; i < n; i++) {
        p[i].y = p[i].x + 1.0f;
        out[i] = p[i].z * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        struct xyz *p = new_array(n, sizeof *p);
        struct cplx *c = new_array(n, sizeof *c);
        struct rgb *q = new_array(n, sizeof *q);
        float *out = new_array(n, sizeof *out);
        for (int i = 0; i < n; i++) {
            p[i].x = (float)(next_rand() % 2000) - 1000.0f;
            p[i].y = (float)(next_rand() % 2000) - 1000.0f;
            p[i].z = (float)(next_rand() % 2000) - 1000.0f;
            c[i].re = (double)(next_rand() % 20000) - 10000.0;
            c[i].im = (double)(next_rand() % 20000) - 10000.0;
            q[i].r = (unsigned char)next_rand();
            q[i].g = (unsigned char)next_rand();
            q[i].b = (unsigned char)next_rand();
        }
        x_from_yz(n, p, 0.25f);
        x_from_all(n, p);
        y_between(n, p);
        im_from_re(n, c, -1.5);
        green_from_rb(n, q);
        later_read(n, p, out);
        printf("n=%d %llx %llx %llx %llx\n", n, HASH(p, n), HASH(c, n), HASH(q, n), HASH(out, n));
        free(p), free(c), free(q), free(out);
    }
    return 0;
}
