/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=7 avx2=6 avx512vbmi-zmm=7 sse4.2=6 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:10 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            const float *t8 = b + t4;
            __m512 t9 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_loadu_ps(t8 + 16);
            float *t11 = c + (t3 + 1);
            __m512 t12 = _mm512_moveldup_ps(t9);
            __m512 t13 = _mm512_movehdup_ps(t9);
            __m512 t14 = _mm512_permute_ps(t6, 0xb1);
            __m512 t15 = _mm512_mul_ps(t6, t12);
            __m512 t16 = _mm512_mul_ps(t14, t13);
            __m512 t17 = _mm512_mask_sub_ps(_mm512_add_ps(t15, t16), 0x5555, t15, t16);
            _mm512_storeu_ps(t11 + -1, t17);
            __m512 t18 = _mm512_moveldup_ps(t10);
            __m512 t19 = _mm512_movehdup_ps(t10);
            __m512 t20 = _mm512_permute_ps(t7, 0xb1);
            __m512 t21 = _mm512_mul_ps(t7, t18);
            __m512 t22 = _mm512_mul_ps(t20, t19);
            __m512 t23 = _mm512_mask_sub_ps(_mm512_add_ps(t21, t22), 0x5555, t21, t22);
            _mm512_storeu_ps(t11 + 15, t23);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t24 = 2 * i;
        long t25 = (long)t24;
        const float *t26 = b + t25;
        vcc_v2_float t27 = vcc_splat(vcc_v2_float, a[t25]);
        vcc_v2_float t28 = vcc_load(vcc_v2_float, t26);
        vcc_v2_float t29 = t27 * t28;
        vcc_v2_float t30 = vcc_splat(vcc_v2_float, a[t24 + 1]);
        vcc_v2_float t31 = vcc_load(vcc_v2_float, t26);
        vcc_v2_float t32 = __builtin_shufflevector(t31, t31, 1, 0);
        vcc_v2_float t33 = t30 * t32;
        vcc_v2_float t34 = __builtin_shufflevector(t29 - t33, t29 + t33, 0, 3);
        vcc_store(c + t25, t34);
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t45;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:19 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = a + t4;
            __m512d t6 = _mm512_loadu_pd(t5);
            __m512d t7 = _mm512_loadu_pd(t5 + 8);
            const double *t8 = b + t4;
            __m512d t9 = _mm512_loadu_pd(t8);
            __m512d t10 = _mm512_loadu_pd(t8 + 8);
            double *t11 = c + (t3 + 1);
            __m512d t12 = _mm512_movedup_pd(t9);
            __m512d t13 = _mm512_permute_pd(t9, 0xff);
            __m512d t14 = _mm512_permute_pd(t6, 0x55);
            __m512d t15 = _mm512_mul_pd(t6, t12);
            __m512d t16 = _mm512_mul_pd(t14, t13);
            __m512d t17 = _mm512_mask_sub_pd(_mm512_add_pd(t15, t16), 0x55, t15, t16);
            _mm512_storeu_pd(t11 + -1, t17);
            __m512d t18 = _mm512_movedup_pd(t10);
            __m512d t19 = _mm512_permute_pd(t10, 0xff);
            __m512d t20 = _mm512_permute_pd(t7, 0x55);
            __m512d t21 = _mm512_mul_pd(t7, t18);
            __m512d t22 = _mm512_mul_pd(t20, t19);
            __m512d t23 = _mm512_mask_sub_pd(_mm512_add_pd(t21, t22), 0x55, t21, t22);
            _mm512_storeu_pd(t11 + 7, t23);
            int t24 = 2 * (int)(i_vec + 8L);
            long t25 = (long)t24;
            const double *t26 = a + t25;
            __m512d t27 = _mm512_loadu_pd(t26);
            __m512d t28 = _mm512_loadu_pd(t26 + 8);
            const double *t29 = b + t25;
            __m512d t30 = _mm512_loadu_pd(t29);
            __m512d t31 = _mm512_loadu_pd(t29 + 8);
            double *t32 = c + (t24 + 1);
            __m512d t33 = _mm512_movedup_pd(t30);
            __m512d t34 = _mm512_permute_pd(t30, 0xff);
            __m512d t35 = _mm512_permute_pd(t27, 0x55);
            __m512d t36 = _mm512_mul_pd(t27, t33);
            __m512d t37 = _mm512_mul_pd(t35, t34);
            __m512d t38 = _mm512_mask_sub_pd(_mm512_add_pd(t36, t37), 0x55, t36, t37);
            _mm512_storeu_pd(t32 + -1, t38);
            __m512d t39 = _mm512_movedup_pd(t31);
            __m512d t40 = _mm512_permute_pd(t31, 0xff);
            __m512d t41 = _mm512_permute_pd(t28, 0x55);
            __m512d t42 = _mm512_mul_pd(t28, t39);
            __m512d t43 = _mm512_mul_pd(t41, t40);
            __m512d t44 = _mm512_mask_sub_pd(_mm512_add_pd(t42, t43), 0x55, t42, t43);
            _mm512_storeu_pd(t32 + 7, t44);
            i_vec += 16L;
        } while (i_vec < t2);
        t45 = (int)t2;
    } else {
        t45 = 0;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        long t47 = t46 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t48 = 2 * (int)((long)t45 + i_vec_1);
            long t49 = (long)t48;
            const double *t50 = a + t49;
            __m512d t51 = _mm512_loadu_pd(t50);
            __m512d t52 = _mm512_loadu_pd(t50 + 8);
            const double *t53 = b + t49;
            __m512d t54 = _mm512_loadu_pd(t53);
            __m512d t55 = _mm512_loadu_pd(t53 + 8);
            double *t56 = c + (t48 + 1);
            __m512d t57 = _mm512_movedup_pd(t54);
            __m512d t58 = _mm512_permute_pd(t54, 0xff);
            __m512d t59 = _mm512_permute_pd(t51, 0x55);
            __m512d t60 = _mm512_mul_pd(t51, t57);
            __m512d t61 = _mm512_mul_pd(t59, t58);
            __m512d t62 = _mm512_mask_sub_pd(_mm512_add_pd(t60, t61), 0x55, t60, t61);
            _mm512_storeu_pd(t56 + -1, t62);
            __m512d t63 = _mm512_movedup_pd(t55);
            __m512d t64 = _mm512_permute_pd(t55, 0xff);
            __m512d t65 = _mm512_permute_pd(t52, 0x55);
            __m512d t66 = _mm512_mul_pd(t52, t63);
            __m512d t67 = _mm512_mul_pd(t65, t64);
            __m512d t68 = _mm512_mask_sub_pd(_mm512_add_pd(t66, t67), 0x55, t66, t67);
            _mm512_storeu_pd(t56 + 7, t68);
            i_vec_1 += 8L;
        } while (i_vec_1 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        int t69 = 2 * i;
        long t70 = (long)t69;
        const double *t71 = a + t70;
        __m128d t72 = _mm_set1_pd(b[t70]);
        __m128d t73 = _mm_loadu_pd(t71);
        __m128d t74 = _mm_mul_pd(t72, t73);
        __m128d t75 = _mm_set1_pd(b[t69 + 1]);
        __m128d t76 = _mm_loadu_pd(t71);
        __m128d t77 = _mm_shuffle_pd(t76, t76, 1);
        __m128d t78 = _mm_mul_pd(t75, t77);
        __m128d t79 = _mm_addsub_pd(t74, t78);
        _mm_storeu_pd(c + t70, t79);
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. On x86's 16- and 32-byte targets that plan is bound by its
   shuffles and the loop is left to SLP's 2-lane tree (loopvec slp_first.rs), which ran
   faster on Sapphire Rapids (avx2: 282 ms against 347, the scalar loop's 346). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:32 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = b + t4;
            __m512d t6 = _mm512_loadu_pd(t5);
            __m512d t7 = _mm512_loadu_pd(t5 + 8);
            __m512d b_v = _mm512_permutex2var_pd(t6, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t7);
            __m512d b_v_1 = _mm512_permutex2var_pd(t6, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t7);
            const double *t8 = a + t4;
            __m512d t9 = _mm512_loadu_pd(t8);
            __m512d t10 = _mm512_loadu_pd(t8 + 8);
            __m512d a_v = _mm512_permutex2var_pd(t9, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t10);
            __m512d a_v_1 = _mm512_permutex2var_pd(t9, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t10);
            __m512d t11 = _mm512_mul_pd(b_v, a_v);
            long t12 = (long)(t3 + 1);
            const double *t13 = a + t12;
            __m512d t14 = _mm512_mul_pd(b_v_1, a_v_1);
            __m512d t15 = _mm512_sub_pd(t11, t14);
            double *t16 = c + t12;
            __m512d t17 = _mm512_loadu_pd(t5);
            __m512d t18 = _mm512_loadu_pd(t5 + 8);
            __m512d b_v_2 = _mm512_permutex2var_pd(t17, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t18);
            __m512d b_v_3 = _mm512_permutex2var_pd(t17, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t18);
            __m512d t19 = _mm512_loadu_pd(t13 + -1);
            __m512d t20 = _mm512_loadu_pd(t13 + 7);
            __m512d a_v_2 = _mm512_permutex2var_pd(t19, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t20);
            __m512d a_v_3 = _mm512_permutex2var_pd(t19, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t20);
            __m512d t21 = _mm512_mul_pd(b_v_2, a_v_2);
            __m512d t22 = _mm512_mul_pd(a_v_3, b_v_3);
            __m512d t23 = _mm512_add_pd(t21, t22);
            __m512d t24 = _mm512_permutex2var_pd(t15, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t23);
            _mm512_storeu_pd(t16 + -1, t24);
            __m512d t25 = _mm512_permutex2var_pd(t15, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t23);
            _mm512_storeu_pd(t16 + 7, t25);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t26 = 2 * i;
        long t27 = (long)t26;
        const double *t28 = a + t27;
        __m128d t29 = _mm_set1_pd(b[t27]);
        __m128d t30 = _mm_loadu_pd(t28);
        __m128d t31 = _mm_mul_pd(t29, t30);
        __m128d t32 = _mm_set1_pd(b[t26 + 1]);
        __m128d t33 = _mm_loadu_pd(t28);
        __m128d t34 = _mm_shuffle_pd(t33, t33, 1);
        __m128d t35 = _mm_mul_pd(t32, t34);
        __m128d t36 = _mm_addsub_pd(t31, t35);
        _mm_storeu_pd(c + t27, t36);
    }
}

/* A square: both factors from one group. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void csquare(int n, float *restrict c, const float *restrict z) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:40 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = z + t3;
            __m512 t5 = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_loadu_ps(t4 + 16);
            float *t7 = c + (t3 + 1);
            __m512 t8 = _mm512_moveldup_ps(t5);
            __m512 t9 = _mm512_movehdup_ps(t5);
            __m512 t10 = _mm512_permute_ps(t5, 0xb1);
            __m512 t11 = _mm512_mul_ps(t5, t8);
            __m512 t12 = _mm512_mul_ps(t10, t9);
            __m512 t13 = _mm512_mask_sub_ps(_mm512_add_ps(t11, t12), 0x5555, t11, t12);
            _mm512_storeu_ps(t7 + -1, t13);
            __m512 t14 = _mm512_moveldup_ps(t6);
            __m512 t15 = _mm512_movehdup_ps(t6);
            __m512 t16 = _mm512_permute_ps(t6, 0xb1);
            __m512 t17 = _mm512_mul_ps(t6, t14);
            __m512 t18 = _mm512_mul_ps(t16, t15);
            __m512 t19 = _mm512_mask_sub_ps(_mm512_add_ps(t17, t18), 0x5555, t17, t18);
            _mm512_storeu_ps(t7 + 15, t19);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t20 = 2 * i;
        long t21 = (long)t20;
        const float *t22 = z + t21;
        vcc_v2_float t23 = vcc_splat(vcc_v2_float, *t22);
        vcc_v2_float t24 = vcc_load(vcc_v2_float, t22);
        vcc_v2_float t25 = t23 * t24;
        vcc_v2_float t26 = vcc_splat(vcc_v2_float, z[t20 + 1]);
        vcc_v2_float t27 = vcc_load(vcc_v2_float, t22);
        vcc_v2_float t28 = __builtin_shufflevector(t27, t27, 1, 0);
        vcc_v2_float t29 = t26 * t28;
        vcc_v2_float t30 = __builtin_shufflevector(t25 - t29, t25 + t29, 0, 3);
        vcc_store(c + t21, t30);
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:49 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 ar_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            __m512 ai_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t7);
            const float *t8 = b + t4;
            __m512 t9 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_loadu_ps(t8 + 16);
            __m512 br_v = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t10);
            __m512 bi_v = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t10);
            __m512 t11 = _mm512_mul_ps(ar_v, br_v);
            __m512 t12 = _mm512_mul_ps(ai_v, bi_v);
            __m512 t13 = _mm512_add_ps(t11, t12);
            float *t14 = c + (t3 + 1);
            __m512 t15 = _mm512_mul_ps(ai_v, br_v);
            __m512 t16 = _mm512_mul_ps(ar_v, bi_v);
            __m512 t17 = _mm512_sub_ps(t15, t16);
            __m512 t18 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t17);
            _mm512_storeu_ps(t14 + -1, t18);
            __m512 t19 = _mm512_permutex2var_ps(t13, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t17);
            _mm512_storeu_ps(t14 + 15, t19);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t20 = 2 * i;
        long t21 = (long)t20;
        const float *t22 = a + t21;
        vcc_v2_float t23 = vcc_load(vcc_v2_float, t22);
        vcc_v2_float t24 = vcc_splat(vcc_v2_float, b[t21]);
        vcc_v2_float t25 = t23 * t24;
        vcc_v2_float t26 = vcc_load(vcc_v2_float, t22);
        vcc_v2_float t27 = __builtin_shufflevector(t26, t26, 1, 0);
        vcc_v2_float t28 = vcc_splat(vcc_v2_float, b[t20 + 1]);
        vcc_v2_float t29 = t27 * t28;
        vcc_v2_float t30 = t25 + t29;
        vcc_v2_float t31 = t25 - t29;
        vcc_v2_float t32 = __builtin_shufflevector(t30, t31, 0, 3);
        vcc_store(c + t21, t32);
    }
}

/* A product used elsewhere too: the plain loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:58 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 a_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            __m512 a_v_1 = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t7);
            const float *t8 = b + t4;
            __m512 t9 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_loadu_ps(t8 + 16);
            __m512 b_v = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t10);
            __m512 b_v_1 = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t10);
            __m512 rr_v = _mm512_mul_ps(a_v, b_v);
            long t11 = (long)(t3 + 1);
            const float *t12 = b + t11;
            __m512 t13 = _mm512_mul_ps(a_v_1, b_v_1);
            __m512 t14 = _mm512_sub_ps(rr_v, t13);
            float *t15 = c + t11;
            __m512 t16 = _mm512_loadu_ps(t5);
            __m512 t17 = _mm512_loadu_ps(t5 + 16);
            __m512 a_v_2 = _mm512_permutex2var_ps(t16, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t17);
            __m512 a_v_3 = _mm512_permutex2var_ps(t16, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t17);
            __m512 t18 = _mm512_loadu_ps(t12 + -1);
            __m512 t19 = _mm512_loadu_ps(t12 + 15);
            __m512 b_v_2 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t19);
            __m512 b_v_3 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t19);
            __m512 t20 = _mm512_mul_ps(a_v_2, b_v_2);
            __m512 t21 = _mm512_mul_ps(a_v_3, b_v_3);
            __m512 t22 = _mm512_add_ps(t20, t21);
            __m512 t23 = _mm512_permutex2var_ps(t14, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t22);
            _mm512_storeu_ps(t15 + -1, t23);
            __m512 t24 = _mm512_permutex2var_ps(t14, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t22);
            _mm512_storeu_ps(t15 + 15, t24);
            _mm512_storeu_ps(p + i_vec, rr_v);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t25 = 2 * i;
        long t26 = (long)t25;
        const float *t27 = b + t26;
        vcc_v2_float t28 = vcc_splat(vcc_v2_float, a[t26]);
        vcc_v2_float t29 = vcc_load(vcc_v2_float, t27);
        vcc_v2_float t30 = t28 * t29;
        vcc_v2_float t31 = vcc_splat(vcc_v2_float, a[t25 + 1]);
        vcc_v2_float t32 = vcc_load(vcc_v2_float, t27);
        vcc_v2_float t33 = __builtin_shufflevector(t32, t32, 1, 0);
        vcc_v2_float t34 = t31 * t33;
        vcc_v2_float t35 = __builtin_shufflevector(t30 - t34, t30 + t34, 0, 3);
        vcc_store(c + t26, t35);
        p[i] = t30[0];
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:69 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            __m512 ar_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            __m512 ai_v = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t7);
            const float *t8 = b + t4;
            __m512 t9 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_loadu_ps(t8 + 16);
            float *t11 = c + (t3 + 1);
            __m512 t12 = _mm512_moveldup_ps(t9);
            __m512 t13 = _mm512_movehdup_ps(t9);
            __m512 t14 = _mm512_permute_ps(t6, 0xb1);
            __m512 t15 = _mm512_mul_ps(t6, t12);
            __m512 t16 = _mm512_mul_ps(t14, t13);
            __m512 t17 = _mm512_mask_sub_ps(_mm512_add_ps(t15, t16), 0x5555, t15, t16);
            _mm512_storeu_ps(t11 + -1, t17);
            __m512 t18 = _mm512_moveldup_ps(t10);
            __m512 t19 = _mm512_movehdup_ps(t10);
            __m512 t20 = _mm512_permute_ps(t7, 0xb1);
            __m512 t21 = _mm512_mul_ps(t7, t18);
            __m512 t22 = _mm512_mul_ps(t20, t19);
            __m512 t23 = _mm512_mask_sub_ps(_mm512_add_ps(t21, t22), 0x5555, t21, t22);
            _mm512_storeu_ps(t11 + 15, t23);
            __m512 t24 = _mm512_mul_ps(ar_v, ar_v);
            __m512 t25 = _mm512_mul_ps(ai_v, ai_v);
            __m512 t26 = _mm512_add_ps(t24, t25);
            _mm512_storeu_ps(m + i_vec, t26);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t27 = 2 * i;
        long t28 = (long)t27;
        float ar = a[t28];
        float ai = a[t27 + 1];
        const float *t29 = b + t28;
        vcc_v2_float t30 = (vcc_v2_float){ar, ar};
        vcc_v2_float t31 = vcc_load(vcc_v2_float, t29);
        vcc_v2_float t32 = t30 * t31;
        vcc_v2_float t33 = (vcc_v2_float){ai, ai};
        vcc_v2_float t34 = vcc_load(vcc_v2_float, t29);
        vcc_v2_float t35 = __builtin_shufflevector(t34, t34, 1, 0);
        vcc_v2_float t36 = t33 * t35;
        vcc_v2_float t37 = __builtin_shufflevector(t32 - t36, t32 + t36, 0, 3);
        vcc_store(c + t28, t37);
        m[i] = ar * ar + ai * ai;
    }
}

/* Fractions with full mantissas, and now and then a special value. */
static float frac(void) {
    uint32_t r = next_rand();
    switch (r % 97) {
    case 0: return 1.0f / 0.0f;
    case 1: return -0.0f;
    case 2: return 0.0f;
    case 3: return __builtin_nanf("");
    default: return (float)((int)(r % 2000003) - 1000001) / 997.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        float *p = new_array(n, 4), *m = new_array(n, 4);
        double *da = new_array(2 * n, 8), *db = new_array(2 * n, 8), *dc = new_array(2 * n, 8);
        for (int k = 0; k < 2 * n; k++) {
            a[k] = frac(), b[k] = frac();
            da[k] = (double)frac() / 3.0, db[k] = (double)frac() / 7.0;
        }
        cmul(n, c, a, b);
        unsigned long long h1 = HASH(c, 2 * n);
        cmul_commuted(n, dc, da, db);
        unsigned long long h2 = HASH(dc, 2 * n);
        cmul_reloaded(n, dc, da, db);
        h2 ^= HASH(dc, 2 * n) * 3;
        csquare(n, c, a);
        unsigned long long h3 = HASH(c, 2 * n);
        cmul_conj(n, c, a, b);
        unsigned long long h4 = HASH(c, 2 * n);
        cmul_keep(n, c, p, a, b);
        unsigned long long h5 = HASH(c, 2 * n) ^ HASH(p, n);
        cmul_and_norm(n, c, m, a, b);
        unsigned long long h6 = HASH(c, 2 * n) ^ HASH(m, n);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, h1, h2, h3, h4, h5, h6);
        free(a), free(b), free(c), free(p), free(m), free(da), free(db), free(dc);
    }
    return 0;
}
