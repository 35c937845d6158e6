/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 12 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
/* Not vectorized since gvn: the scalar loop loads a[i] once (cost 8 per iteration), and the
   masked byte stores, lane by lane, cost more. */
void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b[i] = a[i];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m128i t15;
    __m256i t16;
    long t17;
    int i;
    long t18;
    int t19;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            t6 = _mm256_cvtepi16_epi32(t5);
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)0));
            t8 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)100));
            t9 = (__m256i)~(vcc_m8)t8;
            t10 = _mm256_and_si256(t7, t9);
            t11 = t6;
            t12 = _mm256_set1_epi32((int)2);
            t13 = _mm256_mullo_epi32(t11, t12);
            t14 = t13;
            t15 = _mm256_cvtepi32_epi16(t14);
            _mm_mask_storeu_epi16(c + t4, _mm256_movepi32_mask(t10), t15);
            t16 = _mm256_and_si256(t7, t8);
            _mm_mask_storeu_epi16(c + t4, _mm256_movepi32_mask(t16), _mm_set1_epi16((short)100));
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = (long)i;
        t19 = (int)a[t18];
        if (t19 > 0) {
            if (t19 > 100) {
                c[t18] = (short)100;
            } else {
                c[t18] = (short)(t19 * 2);
            }
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_odd_i32(int n, const int *a) {
    vcc_no_contract_body
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
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
    int t37;
    long t38;
    long t39;
    long t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    long t48;
    int i;
    int s;
    int t49;
    int s_1;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_and_si256(t8, _mm256_set1_epi32((int)1));
            t13 = _mm256_and_si256(t9, _mm256_set1_epi32((int)1));
            t14 = _mm256_and_si256(t10, _mm256_set1_epi32((int)1));
            t15 = _mm256_and_si256(t11, _mm256_set1_epi32((int)1));
            t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t12, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t20 = t8;
            t21 = _mm256_add_epi32(t4, t20);
            t22 = t9;
            t23 = _mm256_add_epi32(t5, t22);
            t24 = t10;
            t25 = _mm256_add_epi32(t6, t24);
            t26 = t11;
            t27 = _mm256_add_epi32(t7, t26);
            t28 = _mm256_blendv_epi8(t4, t21, t16);
            t29 = _mm256_blendv_epi8(t5, t23, t17);
            t30 = _mm256_blendv_epi8(t6, t25, t18);
            t31 = _mm256_blendv_epi8(t7, t27, t19);
            t32 = t3 + 32L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
            t4 = t28;
            t5 = t29;
            t6 = t30;
            t7 = t31;
        }
        t33 = _mm256_add_epi32(t28, t29);
        t34 = _mm256_add_epi32(t33, t30);
        t35 = _mm256_add_epi32(t34, t31);
        t36 = (int)((long)0 + t2);
        t37 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t35));
    } else {
        t36 = 0;
        t37 = 0;
    }
    t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t40 = 0L;
        t41 = _mm256_set1_epi32((int)0);
        for (;;) {
            t42 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t36 + t40)));
            t43 = _mm256_and_si256(t42, _mm256_set1_epi32((int)1));
            t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t43, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t45 = t42;
            t46 = _mm256_add_epi32(t41, t45);
            t47 = _mm256_blendv_epi8(t41, t46, t44);
            t48 = t40 + 8L;
            if (t48 >= t39) {
                break;
            }
            t40 = t48;
            t41 = t47;
        }
        i = (int)((long)t36 + t39);
        s = (int)((unsigned int)t37 + vcc_avx2_sum_epi32(t47));
    } else {
        i = t36;
        s = t37;
    }
    for (; i < n; i++, s = s_1) {
        t49 = a[i];
        if (t49 & 1) {
            s_1 = s + t49;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    int i;
    long t18;
    int t19;
    int t20;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t5, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t6), a + t4);
            t8 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t5, t6);
            t9 = (__m256i)((vcc_v8_int)t7 / (vcc_v8_int)t8);
            t10 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t5, t6);
            t11 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)t10);
            t12 = t9;
            t13 = t11;
            t14 = _mm256_add_epi32(t12, t13);
            t15 = t14;
            t16 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), t15, t6);
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = (long)i;
        t19 = b[t18];
        if (t19 != 0) {
            t20 = a[t18];
            c[t18] = t20 / t19 + t20 % t19;
        } else {
            c[t18] = -1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    long t39;
    int i;
    long t40;
    unsigned int t41;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_si256((const __m256i *)(s + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(s + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(s + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(s + t7));
            t12 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t8, _mm256_set1_epi32((int)32), _MM_CMPINT_LT));
            t13 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t9, _mm256_set1_epi32((int)32), _MM_CMPINT_LT));
            t14 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t10, _mm256_set1_epi32((int)32), _MM_CMPINT_LT));
            t15 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t11, _mm256_set1_epi32((int)32), _MM_CMPINT_LT));
            t16 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), a + t4);
            t17 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), a + t5);
            t18 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), a + t6);
            t19 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t15), a + t7);
            t20 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t8, t12);
            t21 = _mm256_sllv_epi32(t16, t20);
            t22 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t9, t13);
            t23 = _mm256_sllv_epi32(t17, t22);
            t24 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t10, t14);
            t25 = _mm256_sllv_epi32(t18, t24);
            t26 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t11, t15);
            t27 = _mm256_sllv_epi32(t19, t26);
            _mm256_mask_storeu_epi32(c + t4, _mm256_movepi32_mask(t12), t21);
            _mm256_mask_storeu_epi32(c + t5, _mm256_movepi32_mask(t13), t23);
            _mm256_mask_storeu_epi32(c + t6, _mm256_movepi32_mask(t14), t25);
            _mm256_mask_storeu_epi32(c + t7, _mm256_movepi32_mask(t15), t27);
            t28 = t3 + 32L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32);
            t34 = _mm256_loadu_si256((const __m256i *)(s + t33));
            t35 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t34, _mm256_set1_epi32((int)32), _MM_CMPINT_LT));
            t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), a + t33);
            t37 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t34, t35);
            t38 = _mm256_sllv_epi32(t36, t37);
            _mm256_mask_storeu_epi32(c + t33, _mm256_movepi32_mask(t35), t38);
            t39 = t32 + 8L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = s[t40];
        if (t41 < 32U) {
            c[t40] = a[t40] << t41;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    const int *t6;
    const int *t7;
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
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    long t37;
    const int *t38;
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
    long t51;
    int i;
    long t52;
    int *t53;
    const int *t54;
    int t55;
    int t56;
    int *t57;
    int t58;
    int t59;
    int t60;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = a + t4;
            t7 = a + t5;
            t8 = _mm256_loadu_si256((const __m256i *)t6);
            t9 = _mm256_loadu_si256((const __m256i *)t7);
            t10 = _mm256_abs_epi32(t8);
            t11 = _mm256_abs_epi32(t9);
            _mm256_storeu_si256((__m256i *)(c + t4), t10);
            _mm256_storeu_si256((__m256i *)(c + t5), t11);
            t12 = _mm256_loadu_si256((const __m256i *)t6);
            t13 = _mm256_loadu_si256((const __m256i *)t7);
            t14 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)0));
            t15 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32((int)0));
            t16 = (__m256i)~(vcc_m8)t14;
            t17 = (__m256i)~(vcc_m8)t15;
            t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t12);
            t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t13);
            t20 = (__m256i)~(vcc_m8)t18;
            t21 = _mm256_and_si256(t16, t20);
            t22 = (__m256i)~(vcc_m8)t19;
            t23 = _mm256_and_si256(t17, t22);
            t24 = _mm256_and_si256(t16, t18);
            t25 = _mm256_and_si256(t17, t19);
            t26 = _mm256_or_si256(t24, t21);
            t27 = _mm256_or_si256(t25, t23);
            t28 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), _mm256_set1_epi32((int)0), t21);
            t29 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), _mm256_set1_epi32((int)0), t23);
            t30 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t28, t26);
            t31 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t29, t27);
            _mm256_storeu_si256((__m256i *)(d + t4), t30);
            _mm256_storeu_si256((__m256i *)(d + t5), t31);
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
            t37 = (long)(int)((long)t33 + t36);
            t38 = a + t37;
            t39 = _mm256_loadu_si256((const __m256i *)t38);
            t40 = _mm256_abs_epi32(t39);
            _mm256_storeu_si256((__m256i *)(c + t37), t40);
            t41 = _mm256_loadu_si256((const __m256i *)t38);
            t42 = _mm256_cmpgt_epi32(t41, _mm256_set1_epi32((int)0));
            t43 = (__m256i)~(vcc_m8)t42;
            t44 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t41);
            t45 = (__m256i)~(vcc_m8)t44;
            t46 = _mm256_and_si256(t43, t45);
            t47 = _mm256_and_si256(t43, t44);
            t48 = _mm256_or_si256(t47, t46);
            t49 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), _mm256_set1_epi32((int)0), t46);
            t50 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t49, t48);
            _mm256_storeu_si256((__m256i *)(d + t37), t50);
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
        t52 = (long)i;
        t53 = c + t52;
        t54 = a + t52;
        t55 = *t54;
        if (t55 < 0) {
            t56 = -t55;
        } else {
            t56 = t55;
        }
        *t53 = t56;
        t57 = d + t52;
        t58 = *t54;
        if (t58 > 0) {
            t60 = 1;
        } else {
            if (t58 < 0) {
                t59 = -1;
            } else {
                t59 = 0;
            }
            t60 = t59;
        }
        *t57 = t60;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    __m128i t48;
    __m256i t49;
    __m128i t50;
    __m256i t51;
    __m128i t52;
    __m256i t53;
    __m128i t54;
    __m256i t55;
    long t56;
    int t57;
    long t58;
    long t59;
    long t60;
    long t61;
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
    __m128i t72;
    __m256i t73;
    long t74;
    int i;
    long t75;
    long t76;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = _mm256_and_si256(t8, _mm256_set1_epi64x((long long)1LL));
            t13 = _mm256_and_si256(t9, _mm256_set1_epi64x((long long)1LL));
            t14 = _mm256_and_si256(t10, _mm256_set1_epi64x((long long)1LL));
            t15 = _mm256_and_si256(t11, _mm256_set1_epi64x((long long)1LL));
            t16 = t8;
            t17 = _mm256_set1_epi64x((long long)7LL);
            t18 = _mm256_sub_epi64(t16, t17);
            t19 = t18;
            t20 = t9;
            t21 = _mm256_set1_epi64x((long long)7LL);
            t22 = _mm256_sub_epi64(t20, t21);
            t23 = t22;
            t24 = t10;
            t25 = _mm256_set1_epi64x((long long)7LL);
            t26 = _mm256_sub_epi64(t24, t25);
            t27 = t26;
            t28 = t11;
            t29 = _mm256_set1_epi64x((long long)7LL);
            t30 = _mm256_sub_epi64(t28, t29);
            t31 = t30;
            t32 = t8;
            t33 = _mm256_set1_epi64x((long long)3LL);
            t34 = _mm256_mullo_epi64(t32, t33);
            t35 = t34;
            t36 = t9;
            t37 = _mm256_set1_epi64x((long long)3LL);
            t38 = _mm256_mullo_epi64(t36, t37);
            t39 = t38;
            t40 = t10;
            t41 = _mm256_set1_epi64x((long long)3LL);
            t42 = _mm256_mullo_epi64(t40, t41);
            t43 = t42;
            t44 = t11;
            t45 = _mm256_set1_epi64x((long long)3LL);
            t46 = _mm256_mullo_epi64(t44, t45);
            t47 = t46;
            t48 = _mm_movm_epi32(_mm256_cmp_epi64_mask(t12, _mm256_set1_epi64x((long long)0LL), _MM_CMPINT_NE));
            t49 = _mm256_blendv_epi8(t19, t35, _mm256_cvtepi32_epi64(t48));
            _mm256_storeu_si256((__m256i *)(c + t4), t49);
            t50 = _mm_movm_epi32(_mm256_cmp_epi64_mask(t13, _mm256_set1_epi64x((long long)0LL), _MM_CMPINT_NE));
            t51 = _mm256_blendv_epi8(t23, t39, _mm256_cvtepi32_epi64(t50));
            _mm256_storeu_si256((__m256i *)(c + t5), t51);
            t52 = _mm_movm_epi32(_mm256_cmp_epi64_mask(t14, _mm256_set1_epi64x((long long)0LL), _MM_CMPINT_NE));
            t53 = _mm256_blendv_epi8(t27, t43, _mm256_cvtepi32_epi64(t52));
            _mm256_storeu_si256((__m256i *)(c + t6), t53);
            t54 = _mm_movm_epi32(_mm256_cmp_epi64_mask(t15, _mm256_set1_epi64x((long long)0LL), _MM_CMPINT_NE));
            t55 = _mm256_blendv_epi8(t31, t47, _mm256_cvtepi32_epi64(t54));
            _mm256_storeu_si256((__m256i *)(c + t7), t55);
            t56 = t3 + 16L;
            if (t56 >= t2) {
                break;
            }
            t3 = t56;
        }
        t57 = (int)((long)0 + t2);
    } else {
        t57 = 0;
    }
    t58 = (long)n + (long)t57 * -1L;
    if (t58 >= 4L) {
        t59 = t58 & -4L;
        t60 = 0L;
        for (;;) {
            t61 = (long)(int)((long)t57 + t60);
            t62 = _mm256_loadu_si256((const __m256i *)(a + t61));
            t63 = _mm256_and_si256(t62, _mm256_set1_epi64x((long long)1LL));
            t64 = t62;
            t65 = _mm256_set1_epi64x((long long)7LL);
            t66 = _mm256_sub_epi64(t64, t65);
            t67 = t66;
            t68 = t62;
            t69 = _mm256_set1_epi64x((long long)3LL);
            t70 = _mm256_mullo_epi64(t68, t69);
            t71 = t70;
            t72 = _mm_movm_epi32(_mm256_cmp_epi64_mask(t63, _mm256_set1_epi64x((long long)0LL), _MM_CMPINT_NE));
            t73 = _mm256_blendv_epi8(t67, t71, _mm256_cvtepi32_epi64(t72));
            _mm256_storeu_si256((__m256i *)(c + t61), t73);
            t74 = t60 + 4L;
            if (t74 >= t59) {
                break;
            }
            t60 = t74;
        }
        i = (int)((long)t57 + t59);
    } else {
        i = t57;
    }
    for (; i < n; i++) {
        t75 = (long)i;
        t76 = a[t75];
        if (t76 & 1L) {
            c[t75] = t76 * 3L;
        } else {
            c[t75] = t76 - 7L;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_neg_i64(int n, const long *a) {
    vcc_no_contract_body
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
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
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
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int t32;
    long t33;
    long t34;
    long t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m128i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    long t43;
    int i;
    long s;
    long t44;
    long s_1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 4L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 12L))));
            t12 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t8));
            t13 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t9));
            t14 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t10));
            t15 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t11));
            t16 = t8;
            t17 = _mm256_add_epi64(t4, t16);
            t18 = t9;
            t19 = _mm256_add_epi64(t5, t18);
            t20 = t10;
            t21 = _mm256_add_epi64(t6, t20);
            t22 = t11;
            t23 = _mm256_add_epi64(t7, t22);
            t24 = _mm256_blendv_epi8(t4, t17, _mm256_cvtepi32_epi64(t12));
            t25 = _mm256_blendv_epi8(t5, t19, _mm256_cvtepi32_epi64(t13));
            t26 = _mm256_blendv_epi8(t6, t21, _mm256_cvtepi32_epi64(t14));
            t27 = _mm256_blendv_epi8(t7, t23, _mm256_cvtepi32_epi64(t15));
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
            t4 = t24;
            t5 = t25;
            t6 = t26;
            t7 = t27;
        }
        t29 = _mm256_add_epi64(t24, t25);
        t30 = _mm256_add_epi64(t29, t26);
        t31 = _mm256_add_epi64(t30, t27);
        t32 = (int)((long)0 + t2);
        t33 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t31, +));
    } else {
        t32 = 0;
        t33 = 0L;
    }
    t34 = (long)n + (long)t32 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        t37 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t38 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t32 + t36)));
            t39 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t38));
            t40 = t38;
            t41 = _mm256_add_epi64(t37, t40);
            t42 = _mm256_blendv_epi8(t37, t41, _mm256_cvtepi32_epi64(t39));
            t43 = t36 + 4L;
            if (t43 >= t35) {
                break;
            }
            t36 = t43;
            t37 = t42;
        }
        i = (int)((long)t32 + t35);
        s = (long)((unsigned long)t33 + vcc_reduce(unsigned long, (vcc_v4_ulong)t42, +));
    } else {
        i = t32;
        s = t33;
    }
    for (; i < n; i++, s = s_1) {
        t44 = a[i];
        if (t44 < 0L) {
            s_1 = s + t44;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    __m256 t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
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
    __m256 t44;
    __m256i t45;
    __m256i t46;
    __m256 t47;
    __m256i t48;
    __m256i t49;
    __m256 t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    long t58;
    int t59;
    long t60;
    long t61;
    __m256 t62;
    __m256 t63;
    long t64;
    long t65;
    __m256 t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256 t76;
    __m256 t77;
    long t78;
    int i;
    long t79;
    float x;
    float x_1;
    float x_2;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm256_set1_ps(lo);
        t4 = _mm256_set1_ps(hi);
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = _mm256_loadu_ps(a + t6);
            t11 = _mm256_loadu_ps(a + t7);
            t12 = _mm256_loadu_ps(a + t8);
            t13 = _mm256_loadu_ps(a + t9);
            t14 = _mm256_castps_si256(_mm256_cmp_ps(t10, t3, _CMP_LT_OQ));
            t15 = _mm256_castps_si256(_mm256_cmp_ps(t11, t3, _CMP_LT_OQ));
            t16 = _mm256_castps_si256(_mm256_cmp_ps(t12, t3, _CMP_LT_OQ));
            t17 = _mm256_castps_si256(_mm256_cmp_ps(t13, t3, _CMP_LT_OQ));
            t18 = (__m256i)~(vcc_m8)t14;
            t19 = (__m256i)~(vcc_m8)t15;
            t20 = (__m256i)~(vcc_m8)t16;
            t21 = (__m256i)~(vcc_m8)t17;
            t22 = _mm256_castps_si256(_mm256_cmp_ps(t10, t4, _CMP_GT_OQ));
            t23 = _mm256_castps_si256(_mm256_cmp_ps(t11, t4, _CMP_GT_OQ));
            t24 = _mm256_castps_si256(_mm256_cmp_ps(t12, t4, _CMP_GT_OQ));
            t25 = _mm256_castps_si256(_mm256_cmp_ps(t13, t4, _CMP_GT_OQ));
            t26 = _mm256_and_si256(t18, t22);
            t27 = (__m256i)~(vcc_m8)t22;
            t28 = _mm256_and_si256(t18, t27);
            t29 = _mm256_or_si256(t26, t28);
            t30 = _mm256_and_si256(t19, t23);
            t31 = (__m256i)~(vcc_m8)t23;
            t32 = _mm256_and_si256(t19, t31);
            t33 = _mm256_or_si256(t30, t32);
            t34 = _mm256_and_si256(t20, t24);
            t35 = (__m256i)~(vcc_m8)t24;
            t36 = _mm256_and_si256(t20, t35);
            t37 = _mm256_or_si256(t34, t36);
            t38 = _mm256_and_si256(t21, t25);
            t39 = (__m256i)~(vcc_m8)t25;
            t40 = _mm256_and_si256(t21, t39);
            t41 = _mm256_or_si256(t38, t40);
            t42 = (__m256i)~(vcc_m8)t22;
            t43 = _mm256_and_si256(t18, t42);
            t44 = _mm256_blendv_ps(t4, t10, _mm256_castsi256_ps(t43));
            t45 = (__m256i)~(vcc_m8)t23;
            t46 = _mm256_and_si256(t19, t45);
            t47 = _mm256_blendv_ps(t4, t11, _mm256_castsi256_ps(t46));
            t48 = (__m256i)~(vcc_m8)t24;
            t49 = _mm256_and_si256(t20, t48);
            t50 = _mm256_blendv_ps(t4, t12, _mm256_castsi256_ps(t49));
            t51 = (__m256i)~(vcc_m8)t25;
            t52 = _mm256_and_si256(t21, t51);
            t53 = _mm256_blendv_ps(t4, t13, _mm256_castsi256_ps(t52));
            t54 = _mm256_blendv_ps(t3, t44, _mm256_castsi256_ps(t29));
            t55 = _mm256_blendv_ps(t3, t47, _mm256_castsi256_ps(t33));
            t56 = _mm256_blendv_ps(t3, t50, _mm256_castsi256_ps(t37));
            t57 = _mm256_blendv_ps(t3, t53, _mm256_castsi256_ps(t41));
            _mm256_storeu_ps(c + t6, t54);
            _mm256_storeu_ps(c + t7, t55);
            _mm256_storeu_ps(c + t8, t56);
            _mm256_storeu_ps(c + t9, t57);
            t58 = t5 + 32L;
            if (t58 >= t2) {
                break;
            }
            t5 = t58;
        }
        t59 = (int)((long)0 + t2);
    } else {
        t59 = 0;
    }
    t60 = (long)n + (long)t59 * -1L;
    if (t60 >= 8L) {
        t61 = t60 & -8L;
        t62 = _mm256_set1_ps(lo);
        t63 = _mm256_set1_ps(hi);
        t64 = 0L;
        for (;;) {
            t65 = (long)(int)((long)t59 + t64);
            t66 = _mm256_loadu_ps(a + t65);
            t67 = _mm256_castps_si256(_mm256_cmp_ps(t66, t62, _CMP_LT_OQ));
            t68 = (__m256i)~(vcc_m8)t67;
            t69 = _mm256_castps_si256(_mm256_cmp_ps(t66, t63, _CMP_GT_OQ));
            t70 = _mm256_and_si256(t68, t69);
            t71 = (__m256i)~(vcc_m8)t69;
            t72 = _mm256_and_si256(t68, t71);
            t73 = _mm256_or_si256(t70, t72);
            t74 = (__m256i)~(vcc_m8)t69;
            t75 = _mm256_and_si256(t68, t74);
            t76 = _mm256_blendv_ps(t63, t66, _mm256_castsi256_ps(t75));
            t77 = _mm256_blendv_ps(t62, t76, _mm256_castsi256_ps(t73));
            _mm256_storeu_ps(c + t65, t77);
            t78 = t64 + 8L;
            if (t78 >= t61) {
                break;
            }
            t64 = t78;
        }
        i = (int)((long)t59 + t61);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        t79 = (long)i;
        x = a[t79];
        if (x < lo) {
            x_2 = lo;
        } else {
            if (x > hi) {
                x_1 = hi;
            } else {
                x_1 = x;
            }
            x_2 = x_1;
        }
        c[t79] = x_2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    long t14;
    int t15;
    long t16;
    long t17;
    long t18;
    long t19;
    __m256 t20;
    __m256i t21;
    __m256 t22;
    __m256 t23;
    long t24;
    int i;
    long t25;
    float t26;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(a + t4);
            t7 = _mm256_loadu_ps(a + t5);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            t9 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            t10 = _mm256_sqrt_ps(t6);
            t11 = _mm256_sqrt_ps(t7);
            t12 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t10, _mm256_castsi256_ps(t8));
            _mm256_storeu_ps(c + t4, t12);
            t13 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t11, _mm256_castsi256_ps(t9));
            _mm256_storeu_ps(c + t5, t13);
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        t15 = (int)((long)0 + t2);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        t17 = t16 & -8L;
        t18 = 0L;
        for (;;) {
            t19 = (long)(int)((long)t15 + t18);
            t20 = _mm256_loadu_ps(a + t19);
            t21 = _mm256_castps_si256(_mm256_cmp_ps(t20, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            t22 = _mm256_sqrt_ps(t20);
            t23 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t22, _mm256_castsi256_ps(t21));
            _mm256_storeu_ps(c + t19, t23);
            t24 = t18 + 8L;
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
        t25 = (long)i;
        t26 = a[t25];
        if (t26 >= 0.0f) {
            c[t25] = (_mm256_zeroupper(), sqrtf(t26));
        } else {
            c[t25] = 0.0f;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
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
    long t32;
    int t33;
    long t34;
    long t35;
    long t36;
    long t37;
    __m256d t38;
    __m256d t39;
    __m128i t40;
    __m256d t41;
    __m256d t42;
    __m256d t43;
    long t44;
    int i;
    long t45;
    double *t46;
    double t47;
    double t48;
    double t49;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_pd(a + t4);
            t9 = _mm256_loadu_pd(a + t5);
            t10 = _mm256_loadu_pd(a + t6);
            t11 = _mm256_loadu_pd(a + t7);
            t12 = _mm256_loadu_pd(b + t4);
            t13 = _mm256_loadu_pd(b + t5);
            t14 = _mm256_loadu_pd(b + t6);
            t15 = _mm256_loadu_pd(b + t7);
            t16 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t8, t12, _CMP_GT_OQ));
            t17 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t9, t13, _CMP_GT_OQ));
            t18 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t10, t14, _CMP_GT_OQ));
            t19 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t11, t15, _CMP_GT_OQ));
            t20 = _mm256_add_pd(t12, _mm256_set1_pd(1.0));
            t21 = _mm256_add_pd(t13, _mm256_set1_pd(1.0));
            t22 = _mm256_add_pd(t14, _mm256_set1_pd(1.0));
            t23 = _mm256_add_pd(t15, _mm256_set1_pd(1.0));
            t24 = _mm256_mul_pd(t8, _mm256_set1_pd(2.0));
            t25 = _mm256_mul_pd(t9, _mm256_set1_pd(2.0));
            t26 = _mm256_mul_pd(t10, _mm256_set1_pd(2.0));
            t27 = _mm256_mul_pd(t11, _mm256_set1_pd(2.0));
            t28 = _mm256_blendv_pd(t20, t24, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t16)));
            t29 = _mm256_blendv_pd(t21, t25, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t17)));
            t30 = _mm256_blendv_pd(t22, t26, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t18)));
            t31 = _mm256_blendv_pd(t23, t27, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t19)));
            _mm256_storeu_pd(c + t4, t28);
            _mm256_storeu_pd(c + t5, t29);
            _mm256_storeu_pd(c + t6, t30);
            _mm256_storeu_pd(c + t7, t31);
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
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t33 + t36);
            t38 = _mm256_loadu_pd(a + t37);
            t39 = _mm256_loadu_pd(b + t37);
            t40 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t38, t39, _CMP_GT_OQ));
            t41 = _mm256_add_pd(t39, _mm256_set1_pd(1.0));
            t42 = _mm256_mul_pd(t38, _mm256_set1_pd(2.0));
            t43 = _mm256_blendv_pd(t41, t42, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t40)));
            _mm256_storeu_pd(c + t37, t43);
            t44 = t36 + 4L;
            if (t44 >= t35) {
                break;
            }
            t36 = t44;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        t46 = c + t45;
        t47 = a[t45];
        t48 = b[t45];
        if (t47 > t48) {
            t49 = t47 * 2.0;
        } else {
            t49 = t48 + 1.0;
        }
        *t46 = t49;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    vcc_no_contract_body
    __m128i t1;
    __m128i t2;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    long t8;
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
    __m128i t19;
    long t20;
    long t21;
    long t22;
    long t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    long t32;
    int t33;
    long t34;
    long t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    long t39;
    __m128i t40;
    __m128i t41;
    long t42;
    __m256d t43;
    __m256d t44;
    long t45;
    int i;
    long t46;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm_set1_epi32((int)k);
        t6 = _mm_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
        t8 = 0L;
        for (;;) {
            t9 = t1;
            t10 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t11 = t10;
            t12 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t13 = t12;
            t14 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t15 = t14;
            t16 = _mm_cmpgt_epi32(t5, t9);
            t17 = _mm_cmpgt_epi32(t5, t11);
            t18 = _mm_cmpgt_epi32(t5, t13);
            t19 = _mm_cmpgt_epi32(t5, t15);
            t20 = (long)(int)((long)0 + t8);
            t21 = (long)(int)((long)0 + (t8 + 4L));
            t22 = (long)(int)((long)0 + (t8 + 8L));
            t23 = (long)(int)((long)0 + (t8 + 12L));
            t24 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t16), h + t20);
            t25 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t17), h + t21);
            t26 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t18), h + t22);
            t27 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t19), h + t23);
            t28 = _mm256_mul_pd(t24, _mm256_set1_pd(0.5));
            t29 = _mm256_mul_pd(t25, _mm256_set1_pd(0.5));
            t30 = _mm256_mul_pd(t26, _mm256_set1_pd(0.5));
            t31 = _mm256_mul_pd(t27, _mm256_set1_pd(0.5));
            _mm256_mask_storeu_pd(c + t20, _mm_movepi32_mask(t16), t28);
            _mm256_mask_storeu_pd(c + t21, _mm_movepi32_mask(t17), t29);
            _mm256_mask_storeu_pd(c + t22, _mm_movepi32_mask(t18), t30);
            _mm256_mask_storeu_pd(c + t23, _mm_movepi32_mask(t19), t31);
            t32 = t8 + 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            if (t32 >= t4) {
                break;
            }
            t8 = t32;
        }
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        t35 = t34 & -4L;
        t36 = _mm_set1_epi32((int)k);
        t37 = _mm_set1_epi32((int)t33);
        t38 = t37;
        t2 = _mm_add_epi32(t38, _mm_setr_epi32(0, 1, 2, 3));
        t39 = 0L;
        for (;;) {
            t40 = t2;
            t41 = _mm_cmpgt_epi32(t36, t40);
            t42 = (long)(int)((long)t33 + t39);
            t43 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t41), h + t42);
            t44 = _mm256_mul_pd(t43, _mm256_set1_pd(0.5));
            _mm256_mask_storeu_pd(c + t42, _mm_movepi32_mask(t41), t44);
            t45 = t39 + 4L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
            if (t45 >= t35) {
                break;
            }
            t39 = t45;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        if (i < k) {
            t46 = (long)i;
            c[t46] = h[t46] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_if_i32(int n, const int *a) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
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
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    int t23;
    long t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    int m;
    int t30;
    int m_1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = _mm256_set1_epi32((int)(-2147483647 - 1));
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t5)));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 24L))));
            t14 = _mm256_max_epi32(t10, t6);
            t15 = _mm256_max_epi32(t11, t7);
            t16 = _mm256_max_epi32(t12, t8);
            t17 = _mm256_max_epi32(t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = _mm256_max_epi32(t14, t15);
        t20 = _mm256_max_epi32(t19, t16);
        t21 = _mm256_max_epi32(t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_max(int, (vcc_v8_int)t21);
    } else {
        t22 = 0;
        t23 = (-2147483647 - 1);
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = _mm256_set1_epi32((int)t23);
        t26 = 0L;
        for (;;) {
            t27 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t22 + t26)));
            t28 = _mm256_max_epi32(t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m = vcc_reduce_max(int, (vcc_v8_int)t28);
    } else {
        i = t22;
        m = t23;
    }
    for (; i < n; i++, m = m_1) {
        t30 = a[i];
        if (t30 > m) {
            m_1 = t30;
        } else {
            m_1 = m;
        }
    }
    return m;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int count_idx;
    int n_1;
    int t1;
    signed char *a8;
    signed char *b8;
    short *a16;
    short *c16;
    int *a32;
    int *b32;
    int *c32;
    int *d32;
    unsigned int *au;
    unsigned int *su;
    unsigned int *cu;
    long *a64;
    long *c64;
    float *af;
    float *cf;
    double *ad;
    double *bd;
    double *cd;
    int t2;
    double *hd;
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
    int fill_idx_13;
    int fill_idx_14;
    int fill_idx_15;
    long t3;
    long t4;
    long t5;
    float *t6;
    float *t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    float *t17;
    __m256 t18;
    __m256 t19;
    long t20;
    int i;
    float *t21;
    unsigned long t22;
    const int *t23;
    int t24;
    unsigned long t25;
    const void *t26;
    unsigned long t27;
    const long *t28;
    long t29;
    unsigned long t30;
    const float *t31;
    const void *t32;
    const void *t33;
    int t34;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        a8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        b8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        a16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        c16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        a32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        au = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        su = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        cu = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        a64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        c64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        cf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        ad = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        bd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        cd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        t2 = n / 2;
        hd = (double *)(_mm256_zeroupper(), new_array(t2, 8UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = 0 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 100000U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        for (fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)((_mm256_zeroupper(), next_rand()) % 2000000U));
        }
        for (fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)((_mm256_zeroupper(), next_rand()) % 600U));
        }
        for (fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_14 = 0; fill_idx_14 < t2; fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 10U));
        }
        t3 = (long)n;
        if (t3 >= 16L) {
            t4 = t3 & -16L;
            t5 = 0L;
            for (;;) {
                t6 = af + (int)((long)0 + t5);
                t7 = af + (int)((long)0 + (t5 + 8L));
                t8 = _mm256_loadu_ps(t6);
                t9 = _mm256_loadu_ps(t7);
                t10 = _mm256_div_ps(t8, _mm256_set1_ps(7.0f));
                t11 = _mm256_div_ps(t9, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t6, t10);
                _mm256_storeu_ps(t7, t11);
                t12 = t5 + 16L;
                if (t12 >= t4) {
                    break;
                }
                t5 = t12;
            }
            t13 = (int)((long)0 + t4);
        } else {
            t13 = 0;
        }
        t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 8L) {
            t15 = t14 & -8L;
            t16 = 0L;
            for (;;) {
                t17 = af + (int)((long)t13 + t16);
                t18 = _mm256_loadu_ps(t17);
                t19 = _mm256_div_ps(t18, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(t17, t19);
                t20 = t16 + 8L;
                if (t20 >= t15) {
                    break;
                }
                t16 = t20;
            }
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            t21 = af + i;
            *t21 = *t21 / 7.0f;
        }
        (_mm256_zeroupper(), store_pos_i8(n, b8, a8));
        t22 = (unsigned long)n;
        (_mm256_zeroupper(), printf("n=%d i8=%llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b8, t22 * 1UL))));
        (_mm256_zeroupper(), nested_i16(n, c16, a16));
        t23 = a32;
        t24 = (_mm256_zeroupper(), sum_odd_i32(n, t23));
        (_mm256_zeroupper(), printf(" i16=%llx sum_odd=%d", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c16, t22 * 2UL)), t24));
        (_mm256_zeroupper(), div_i32(n, c32, t23, b32));
        t25 = t22 * 4UL;
        t26 = (const void *)c32;
        (_mm256_zeroupper(), printf(" div=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, t25))));
        (_mm256_zeroupper(), shift_u32(n, cu, au, su));
        (_mm256_zeroupper(), printf(" shift=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)cu, t25))));
        (_mm256_zeroupper(), abs_sign_i32(n, c32, d32, t23));
        t27 = (_mm256_zeroupper(), hash_bytes((const void *)d32, t25));
        (_mm256_zeroupper(), printf(" abs=%llx sign=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, t25)), (unsigned long long)t27));
        t28 = a64;
        (_mm256_zeroupper(), odd_even_i64(n, c64, t28));
        t29 = (_mm256_zeroupper(), sum_neg_i64(n, t28));
        t30 = t22 * 8UL;
        (_mm256_zeroupper(), printf(" i64=%llx sum_neg=%ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c64, t30)), t29));
        t31 = af;
        (_mm256_zeroupper(), clamp_f32(n, cf, t31, -10.5f, 20.25f));
        t32 = (const void *)cf;
        (_mm256_zeroupper(), printf(" clamp=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t25))));
        (_mm256_zeroupper(), sqrt_pos_f32(n, cf, t31));
        (_mm256_zeroupper(), printf(" sqrt=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t25))));
        (_mm256_zeroupper(), pick_f64(n, cd, ad, bd));
        t33 = (const void *)cd;
        (_mm256_zeroupper(), printf(" pick=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t30))));
        (_mm256_zeroupper(), guarded_f64(n, t2, cd, hd));
        t34 = (_mm256_zeroupper(), max_if_i32(n, t23));
        (_mm256_zeroupper(), printf(" guarded=%llx max=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t30)), t34));
        (_mm256_zeroupper(), free((void *)a8));
        (_mm256_zeroupper(), free((void *)b8));
        (_mm256_zeroupper(), free((void *)a16));
        (_mm256_zeroupper(), free((void *)c16));
        (_mm256_zeroupper(), free((void *)a32));
        (_mm256_zeroupper(), free((void *)b32));
        (_mm256_zeroupper(), free((void *)c32));
        (_mm256_zeroupper(), free((void *)d32));
        (_mm256_zeroupper(), free((void *)au));
        (_mm256_zeroupper(), free((void *)su));
        (_mm256_zeroupper(), free((void *)cu));
        (_mm256_zeroupper(), free((void *)a64));
        (_mm256_zeroupper(), free((void *)c64));
        (_mm256_zeroupper(), free((void *)af));
        (_mm256_zeroupper(), free((void *)cf));
        (_mm256_zeroupper(), free((void *)ad));
        (_mm256_zeroupper(), free((void *)bd));
        (_mm256_zeroupper(), free((void *)cd));
        (_mm256_zeroupper(), free((void *)hd));
    }
}
