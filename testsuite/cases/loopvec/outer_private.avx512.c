/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m32 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* Outer loops with arrays private to their iterations, indexed by an inner loop's index (so
   not made scalars): named in `#pragma omp simd private(tmp)`, or declared in the loop body
   (private by C's scoping, no pragma needed). The outlined body keeps the array as its own
   local, and its variant gives each lane a copy (per-lane stack slots, the copies interleaved),
   so the loop is vectorized across its index. An array used after the loop too is not private
   to it: that loop is not vectorized as an outer loop (the remark says why). A private array
   whose address is passed to a call keeps its loop scalar. The expected count includes three
   inner loops of the scalar epilogues that the loop vectorizer takes on its own. */
#include "harness.h"
/* vcc-test: expect-vectorized 6 */

/* Filled and read back by inner loops, in reverse order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void smooth_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    float tmp[4];
    float tmp_1[64] __attribute__((aligned(64)));
    __m128i t1;
    long t2;
    float s;
    __m512 t3;
    int i;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128 t8;
    __m128i t9;
    __m128 t10;
    __m128 t11;
    __m128 t12;
    __m128i t13;
    int k;
    int t14;
    int k_1;
    int i_1;
    int t15;
    __m512 t16;
    int t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    int t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        t15 = 0;
        while (t15 < 4) {
            t16 = _mm512_loadu_ps(x + i_1);
            t17 = t15 + 1;
            t18 = _mm512_set1_ps((float)t17);
            t19 = _mm512_mul_ps(t16, t18);
            t20 = _mm512_set1_ps(0.5f);
            t21 = _mm512_sub_ps(t19, t20);
            _mm512_store_ps(tmp_1 + (long)t15 * 16L, t21);
            t15 = t17;
        }
        t3 = _mm512_set1_ps(0.0f);
        for (t22 = 3; t22 >= 0; t22--) {
            t23 = _mm512_set1_ps(0.5f);
            t24 = _mm512_mul_ps(t3, t23);
            t25 = _mm512_load_ps(tmp_1 + (long)t22 * 16L);
            t3 = _mm512_add_ps(t24, t25);
        }
        _mm512_storeu_ps(y + i_1, t3);
    }
    for (; i < n; i++) {
        if (4L >= 4L) {
            t4 = 4L & -4L;
            t5 = _mm_set1_epi32((int)0);
            t6 = t5;
            t1 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
            t2 = 0L;
            for (;;) {
                t7 = t1;
                t8 = _mm_set1_ps(x[i]);
                t9 = _mm_add_epi32(t7, _mm_set1_epi32((int)1));
                t10 = _mm_cvtepi32_ps(t9);
                t11 = _mm_mul_ps(t8, t10);
                t12 = _mm_sub_ps(t11, _mm_set1_ps(0.5f));
                _mm_storeu_ps(&tmp[(int)((long)0 + t2)], t12);
                t2 += 4L;
                t13 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                if (t2 >= t4) {
                    break;
                }
                t1 = t13;
            }
            k = (int)((long)0 + t4);
        } else {
            k = 0;
        }
        while (k < 4) {
            t14 = k + 1;
            tmp[k] = x[i] * (float)t14 - 0.5f;
            k = t14;
        }
        s = 0.0f;
        for (k_1 = 3; k_1 >= 0; k_1--) {
            s = s * 0.5f + tmp[k_1];
        }
        y[i] = s;
    }
}

/* Declared in the body, no pragma; a uniform inner count `m` that wraps the index (m > 8
   overwrites elements), and a second inner loop with two exits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void body_decl(int n, int *restrict y, const int *restrict x, int m) {
    vcc_no_contract_body
    int w[8];
    int w_1[128] __attribute__((aligned(64)));
    __m256i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m512i t9;
    __mmask16 t10;
    __mmask16 t11;
    __mmask16 t12;
    __mmask16 t13;
    int t14;
    __m512i t15;
    __mmask16 t16;
    __mmask16 t17;
    int i;
    int k;
    long t18;
    long t19;
    long t20;
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
    int t36;
    int t37;
    long t38;
    long t39;
    long t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    int t50;
    int t51;
    long t52;
    long t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    long t59;
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
    int k_1;
    int s;
    int t74;
    int i_1;
    __mmask16 t75;
    int t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __mmask16 t80;
    int t81;
    __m512i t82;
    __m512i t83;
    int t84;
    __m512i t85;
    __m512i t86;
    __m512i t87;
    __mmask16 t88;
    __mmask16 t89;
    int t90;
    i_1 = 0;
    for (;; i_1 += 16) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 16U) {
            i = i_1;
            break;
        }
        t75 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
        for (t76 = 0; t76 < m; t76++) {
            t77 = _mm512_loadu_si512(x + i_1);
            t78 = _mm512_set1_epi32((int)(t76 * t76));
            t79 = _mm512_add_epi32(t77, t78);
            _mm512_store_si512(w_1 + (long)(t76 & 7) * 16L, t79);
        }
        t9 = _mm512_set1_epi32((int)0);
        t80 = t75;
        t81 = 0;
        t16 = ((__mmask16)0x0);
        t17 = ((__mmask16)0x0);
        for (;;) {
            if ((t80 != 0)) {
                t82 = _mm512_set1_epi32((int)(t81 < m));
                t10 = _mm512_test_epi32_mask(t82, t82);
                t11 = _knot_mask16(t10);
            } else {
                t10 = ((__mmask16)0x0);
                t11 = ((__mmask16)0x0);
            }
            if ((t10 != 0)) {
                t83 = _mm512_set1_epi32((int)((t81 < 8) != 0));
                t12 = _mm512_test_epi32_mask(t83, t83);
                t13 = _knot_mask16(t12);
            } else {
                t12 = ((__mmask16)0x0);
                t13 = ((__mmask16)0x0);
            }
            t84 = (t12 != 0);
            if (t84) {
                t85 = _mm512_load_si512(w_1 + (long)t81 * 16L);
                t14 = t81 + 1;
                t86 = _mm512_set1_epi32((int)t14);
                t87 = _mm512_mullo_epi32(t85, t86);
                t15 = _mm512_add_epi32(t9, t87);
            } else {
                t14 = 0;
                t15 = (__m512i)(vcc_v16_int){0};
            }
            if (t84) {
                t88 = t75;
            } else {
                t88 = ((__mmask16)0x0);
            }
            t16 = _kor_mask16(t16, t11);
            t17 = _kor_mask16(t17, t13);
            if (!(t88 != 0)) {
                t89 = _kor_mask16(t16, t17);
                t90 = (t89 != 0);
                if (t90) {
                    _mm512_storeu_si512(y + i_1, t9);
                }
                (void)t90;
                if (!t90) {
                    break;
                }
                break;
            }
            t80 = t88;
            t81 = t14;
            t9 = t15;
        }
    }
    for (; i < n; i++) {
        for (k = 0; k < m; k++) {
            w[k & 7] = x[i] + k * k;
        }
        t18 = (long)m;
        t19 = 8L < t18 ? 8L : t18;
        if (t19 >= 16L) {
            t20 = t19 & -16L;
            t21 = _mm256_set1_epi32((int)0);
            t22 = t21;
            t1 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            t3 = _mm256_set1_epi32((int)0);
            t4 = _mm256_set1_epi32((int)0);
            for (;;) {
                t23 = t1;
                t24 = _mm256_loadu_si256((const __m256i *)&w[(int)((long)0 + t2)]);
                t25 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)1));
                t26 = _mm256_mullo_epi32(t24, t25);
                t27 = t26;
                t3 = _mm256_add_epi32(t3, t27);
                t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t29 = t28;
                t30 = _mm256_loadu_si256((const __m256i *)&w[(int)((long)0 + (t2 + 8L))]);
                t31 = _mm256_add_epi32(t29, _mm256_set1_epi32((int)1));
                t32 = _mm256_mullo_epi32(t30, t31);
                t33 = t32;
                t4 = _mm256_add_epi32(t4, t33);
                t2 += 16L;
                t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                if (t2 >= t20) {
                    break;
                }
                t1 = t34;
            }
            t35 = _mm256_add_epi32(t3, t4);
            t36 = (int)((long)0 + t20);
            t37 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t35));
        } else {
            t36 = 0;
            t37 = 0;
        }
        t38 = (long)m + (long)t36 * -1L;
        t39 = (long)t36 * -1L + 8L;
        t40 = t39 < t38 ? t39 : t38;
        if (t40 >= 8L) {
            t41 = t40 & -8L;
            t42 = _mm256_set1_epi32((int)t36);
            t43 = t42;
            t5 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            t7 = _mm256_set1_epi32((int)0);
            for (;;) {
                t44 = t5;
                t45 = _mm256_loadu_si256((const __m256i *)&w[(int)((long)t36 + t6)]);
                t46 = _mm256_add_epi32(t44, _mm256_set1_epi32((int)1));
                t47 = _mm256_mullo_epi32(t45, t46);
                t48 = t47;
                t7 = _mm256_add_epi32(t7, t48);
                t6 += 8L;
                t49 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                if (t6 >= t41) {
                    break;
                }
                t5 = t49;
            }
            t50 = (int)((long)t36 + t41);
            t51 = (int)((unsigned int)t37 + vcc_avx2_sum_epi32(t7));
        } else {
            t50 = t36;
            t51 = t37;
        }
        t52 = (long)m + (long)t50 * -1L;
        t53 = (long)t50 * -1L + 8L;
        t54 = t53 < t52 ? t53 : t52;
        if ((t54 >= 1L) & (t54 <= 8L)) {
            t55 = _mm256_set1_epi32((int)(int)t54);
            t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t57 = _mm256_set1_epi32((int)t50);
            t58 = t57;
            t8 = _mm256_add_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t59 = 0L;
            t60 = _mm256_set1_epi32((int)0);
            t61 = t8;
            t62 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t56), &w[(int)((long)t50 + t59)]);
            t63 = t61;
            t64 = _mm256_set1_epi32((int)1);
            t65 = _mm256_add_epi32(t63, t64);
            t66 = t65;
            t67 = t62;
            t68 = t66;
            t69 = _mm256_mullo_epi32(t67, t68);
            t70 = t69;
            t71 = t70;
            t72 = _mm256_add_epi32(t60, t71);
            t73 = _mm256_ternarylogic_epi32(t56, t72, t60, 0xCA);
            k_1 = (int)((long)t50 + t54);
            s = (int)((unsigned int)t51 + vcc_avx2_sum_epi32(t73));
        } else {
            k_1 = t50;
            s = t51;
        }
        while (k_1 < m) {
            if ((k_1 < 8) == 0) {
                break;
            }
            t74 = k_1 + 1;
            s += w[k_1] * t74;
            k_1 = t74;
        }
        y[i] = s;
    }
}

/* Under a per-lane condition, with a per-lane inner count: a divergent inner loop writing the
   private array, whose elements past the count keep their initial values. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_private(int n, short *restrict y, const short *restrict x) {
    vcc_no_contract_body
    short h[6];
    short h_1[192] __attribute__((aligned(64)));
    __mmask32 t1;
    vcc_v32_int t2;
    __mmask32 t3;
    int i;
    long t4;
    const short *t5;
    int k;
    int t6;
    short *t7;
    int i_1;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    vcc_v32_int t16;
    vcc_v32_int t17;
    int t18;
    __m512i t19;
    vcc_v32_int t20;
    vcc_v32_int t21;
    vcc_v32_int t22;
    vcc_v32_int t23;
    vcc_v32_int t24;
    __mmask32 t25;
    vcc_v32_int t26;
    __mmask32 t27;
    __mmask32 t28;
    int t29;
    short *t30;
    __m512i t31;
    vcc_v32_int t32;
    vcc_v32_uint t33;
    vcc_v32_uint t34;
    vcc_v32_uint t35;
    vcc_v32_int t36;
    vcc_v32_int t37;
    vcc_v32_uint t38;
    vcc_v32_uint t39;
    vcc_v32_uint t40;
    vcc_v32_int t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    vcc_v32_int t45;
    vcc_v32_int t46;
    vcc_v32_int t47;
    vcc_v32_int t48;
    vcc_v32_int t49;
    __m512i t50;
    vcc_v32_int t51;
    vcc_v32_int t52;
    vcc_v32_int t53;
    vcc_v32_int t54;
    __m512i t55;
    vcc_v32_int t56;
    vcc_v32_int t57;
    __m512i t58;
    vcc_v32_int t59;
    vcc_v32_int t60;
    __m512i t61;
    vcc_v32_int t62;
    vcc_v32_int t63;
    vcc_v32_int t64;
    vcc_v32_int t65;
    __m512i t66;
    i_1 = 0;
    for (;; i_1 += 32) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 32U) {
            i = i_1;
            break;
        }
        t8 = _mm512_set1_epi16((short)(short)1);
        _mm512_store_si512(h_1 + 0, t8);
        t9 = _mm512_set1_epi16((short)(short)2);
        _mm512_store_si512(h_1 + 32, t9);
        t10 = _mm512_set1_epi16((short)(short)3);
        _mm512_store_si512(h_1 + 64, t10);
        t11 = _mm512_set1_epi16((short)(short)4);
        _mm512_store_si512(h_1 + 96, t11);
        t12 = _mm512_set1_epi16((short)(short)5);
        _mm512_store_si512(h_1 + 128, t12);
        t13 = _mm512_set1_epi16((short)(short)6);
        _mm512_store_si512(h_1 + 160, t13);
        t14 = (long)i_1;
        t15 = _mm512_loadu_si512(x + t14);
        t16 = __builtin_convertvector((vcc_v32_short)t15, vcc_v32_int);
        t17 = vcc_splat(vcc_v32_int, 0);
        t1 = _mm512_movepi16_mask((__m512i)__builtin_convertvector(t16 > t17, vcc_m32));
        t18 = 0;
        for (;;) {
            if ((t1 != 0)) {
                t19 = (__m512i)vcc_load_masked(vcc_v32_short, (const short *)((unsigned long)x + (unsigned long)t14 * 2UL), (vcc_m32)_mm512_movm_epi16(t1));
                t2 = __builtin_convertvector((vcc_v32_short)t19, vcc_v32_int);
                t20 = vcc_splat(vcc_v32_int, 7);
                t21 = vcc_splat(vcc_v32_int, 1);
                t22 = vcc_select(vcc_v32_int, __builtin_convertvector((vcc_m32)_mm512_movm_epi16(t1), vcc_v32_int), t20, t21);
                t23 = t2 % t22;
                t24 = vcc_splat(vcc_v32_int, t18);
                t25 = _mm512_movepi16_mask((__m512i)__builtin_convertvector(t24 < t23, vcc_m32));
                t3 = _kand_mask32(t1, t25);
            } else {
                t2 = (vcc_v32_int){0};
                t3 = ((__mmask32)0x0);
            }
            t26 = vcc_splat(vcc_v32_int, (t18 < 6) != 0);
            t27 = _mm512_movepi16_mask((__m512i)__builtin_convertvector(t26 != (vcc_v32_int){0}, vcc_m32));
            t28 = _kand_mask32(t3, t27);
            t29 = (t28 != 0);
            if (t29) {
                t30 = h_1 + (long)t18 * 32L;
                t31 = (__m512i)vcc_load_masked(vcc_v32_short, t30, (vcc_m32)_mm512_movm_epi16(t28));
                t32 = __builtin_convertvector((vcc_v32_short)t31, vcc_v32_int);
                t33 = (vcc_v32_uint)t32;
                t34 = (vcc_v32_uint)t2;
                t35 = t33 * t34;
                t36 = (vcc_v32_int)t35;
                t37 = vcc_splat(vcc_v32_int, t18);
                t38 = (vcc_v32_uint)t36;
                t39 = (vcc_v32_uint)t37;
                t40 = t38 - t39;
                t41 = (vcc_v32_int)t40;
                t42 = (__m512i)__builtin_convertvector(t41, vcc_v32_short);
                vcc_store_masked(t30, (vcc_v32_short)t42, (vcc_m32)_mm512_movm_epi16(t28));
            }
            if (!t29) {
                t43 = _mm512_load_si512(h_1 + 0);
                t44 = _mm512_load_si512(h_1 + 32);
                t45 = __builtin_convertvector((vcc_v32_short)t44, vcc_v32_int);
                t46 = vcc_splat(vcc_v32_int, 3);
                t47 = t45 * t46;
                t48 = __builtin_convertvector((vcc_v32_short)t43, vcc_v32_int);
                t49 = t48 + t47;
                t50 = _mm512_load_si512(h_1 + 64);
                t51 = __builtin_convertvector((vcc_v32_short)t50, vcc_v32_int);
                t52 = vcc_splat(vcc_v32_int, 5);
                t53 = t51 * t52;
                t54 = t49 + t53;
                t55 = _mm512_load_si512(h_1 + 96);
                t56 = __builtin_convertvector((vcc_v32_short)t55, vcc_v32_int);
                t57 = t54 - t56;
                t58 = _mm512_load_si512(h_1 + 128);
                t59 = __builtin_convertvector((vcc_v32_short)t58, vcc_v32_int);
                t60 = t57 + t59;
                t61 = _mm512_load_si512(h_1 + 160);
                t62 = __builtin_convertvector((vcc_v32_short)t61, vcc_v32_int);
                t63 = vcc_splat(vcc_v32_int, 2);
                t64 = t62 * t63;
                t65 = t60 - t64;
                t66 = (__m512i)__builtin_convertvector(t65, vcc_v32_short);
                _mm512_storeu_si512(y + t14, t66);
                break;
            }
            t1 = t28;
            t18++;
        }
    }
    for (; i < n; i++) {
        h[0] = (short)1;
        h[1] = (short)2;
        h[2] = (short)3;
        h[3] = (short)4;
        h[4] = (short)5;
        h[5] = (short)6;
        t4 = (long)i;
        t5 = x + t4;
        if ((int)*t5 > 0) {
            k = 0;
            for (;; k++) {
                t6 = (int)*t5;
                if (k >= (t6 % 7)) {
                    break;
                }
                if ((k < 6) == 0) {
                    break;
                }
                t7 = &h[k];
                *t7 = (short)((int)*t7 * t6 - k);
            }
        }
        y[t4] = (short)((int)h[0] + (int)h[1] * 3 + (int)h[2] * 5 - (int)h[3] + (int)h[4] - (int)h[5] * 2);
    }
}

/* `acc` is read after the loop: not private to it, so the outer loop is not vectorized. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float after_loop(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    float acc[2];
    vcc_v2_uint t1;
    long t2;
    int i;
    long t3;
    vcc_v2_int t4;
    vcc_v2_uint t5;
    vcc_v2_int t6;
    vcc_v2_float t7;
    vcc_v2_float t8;
    vcc_v2_float t9;
    vcc_v2_uint t10;
    int k;
    acc[0] = 0.0f;
    acc[1] = 0.0f;
    for (i = 0; i < n; i++) {
        if (2L >= 2L) {
            t3 = 2L & -2L;
            t4 = (vcc_v2_int){0, 0};
            t5 = (vcc_v2_uint)t4;
            t1 = t5 + (vcc_v2_uint){0U, 1U};
            t2 = 0L;
            for (;;) {
                t6 = (vcc_v2_int)t1;
                t7 = vcc_splat(vcc_v2_float, x[i]);
                t8 = __builtin_convertvector(t6, vcc_v2_float);
                t9 = t7 + t8;
                vcc_store(&acc[(int)((long)0 + t2)], t9);
                t2 += 2L;
                t10 = t1 + (vcc_v2_uint){2U, 2U};
                if (t2 >= t3) {
                    break;
                }
                t1 = t10;
            }
            k = (int)((long)0 + t3);
        } else {
            k = 0;
        }
        for (; k < 2; k++) {
            acc[k] = x[i] + (float)k;
        }
        y[i] = acc[0] * acc[1];
    }
    return acc[0] + acc[1];
}

static void fill_pair(float *p, float v) {
    p[0] = v;
    p[1] = -v;
}

/* The private array's address goes to a call: the loop stays scalar. */
void escapes(int n, float *restrict y, const float *restrict x) {
    float t[2];
#pragma omp simd private(t)
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 1; k++)
            fill_pair(t, x[i] * (float)(k + 2));
        y[i] = t[0] - t[1] * 0.25f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *y = new_array(n, 4), *y2 = new_array(n, 4), *y3 = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yi2 = new_array(n, 4);
        short *xs = new_array(n, 2), *ys = new_array(n, 2);
        FILL(x, n, -20, 41);
        FILL(xi, n, -100, 201);
        FILL(xs, n, -30, 61);
        smooth_private(n, y, x);
        body_decl(n, yi, xi, 6);
        body_decl(n, yi2, xi, 11);
        cond_private(n, ys, xs);
        float a = after_loop(n, y2, x);
        escapes(n, y3, x);
        printf("n=%d smooth=%llx body=%llx,%llx cond=%llx after=%llx,%a esc=%llx\n", n, HASH(y, n), HASH(yi, n), HASH(yi2, n), HASH(ys, n), HASH(y2, n), a, HASH(y3, n));
        free(x), free(y), free(y2), free(y3), free(xi), free(yi), free(yi2), free(xs), free(ys);
    }
    return 0;
}
