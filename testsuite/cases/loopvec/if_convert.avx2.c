/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 13 */
#include <math.h>
#include "harness.h"

/* If-conversion over every element type: conditional stores (masked: AVX2 vmaskmov for 32- and
   64-bit lanes, per lane for 8- and 16-bit ones), if/else assignments and ternaries (blends),
   nested ifs, a clamp, a conditional sum, division and shifts that would trap or be undefined
   on the lanes that skip them, a math call under a condition, and a load from an array that
   is only k elements long, guarded by i < k (it must stay masked: ASan checks it). */
__attribute__((target("avx2"))) void store_pos_i8(int n, signed char *restrict b, const signed char *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_schar t5;
    __m256i t6;
    __m256i t7;
    vcc_v8_schar t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_schar, a + t4);
            t6 = (__m256i)__builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_int);
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)0));
            t8 = vcc_load(vcc_v8_schar, a + t4);
            vcc_store_masked(b + t4, t8, (vcc_m8)t7);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)a[i] > 0) {
            b[i] = a[i];
        }
    }
}

__attribute__((target("avx2"))) void nested_i16(int n, short *restrict c, const short *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m128i t5;
    __m256i t6;
    __m256i t7;
    __m128i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m256i t20;
    long t21;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            t6 = _mm256_cvtepi16_epi32(t5);
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)0));
            t8 = _mm_loadu_si128((const __m128i *)(a + t4));
            t9 = _mm256_cvtepi16_epi32(t8);
            t10 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32((int)100));
            t11 = (__m256i)~(vcc_m8)t10;
            t12 = _mm256_and_si256(t7, t11);
            t13 = _mm_loadu_si128((const __m128i *)(a + t4));
            t14 = t13;
            t15 = t14;
            t16 = _mm_set1_epi16((short)2);
            t17 = _mm_mullo_epi16(t15, t16);
            t18 = t17;
            t19 = t18;
            vcc_store_masked(c + t4, (vcc_v8_short)t19, (vcc_m8)t12);
            t20 = _mm256_and_si256(t7, t10);
            vcc_store_masked(c + t4, (vcc_v8_short)_mm_set1_epi16((short)100), (vcc_m8)t20);
            t21 = t3 + 8L;
            if (t21 >= t2) {
                break;
            }
            t3 = t21;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)a[i] > 0) {
            if ((int)a[i] > 100) {
                c[i] = (short)100;
            } else {
                c[i] = (short)((int)a[i] * 2);
            }
        }
    }
}

__attribute__((target("avx2"))) int sum_odd_i32(int n, const int *a) {
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    int t6;
    int t7;
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
    long t22;
    __m256i t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    int t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    int i;
    int s;
    int s_1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = (int)((long)0 + t3);
            t7 = (int)((long)0 + (t3 + 8L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t10 = _mm256_and_si256(t8, _mm256_set1_epi32((int)1));
            t11 = _mm256_and_si256(t9, _mm256_set1_epi32((int)1));
            t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t10, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t11, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t16 = t14;
            t17 = _mm256_add_epi32(t4, t16);
            t18 = t15;
            t19 = _mm256_add_epi32(t5, t18);
            t20 = _mm256_blendv_epi8(t4, t17, t12);
            t21 = _mm256_blendv_epi8(t5, t19, t13);
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
            t4 = t20;
            t5 = t21;
        }
        t23 = _mm256_add_epi32(t20, t21);
        t24 = (int)((long)0 + t2);
        t25 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t23));
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm256_set1_epi32((int)0);
        for (;;) {
            t30 = (int)((long)t24 + t28);
            t31 = _mm256_loadu_si256((const __m256i *)(a + t30));
            t32 = _mm256_and_si256(t31, _mm256_set1_epi32((int)1));
            t33 = _mm256_xor_si256(_mm256_cmpeq_epi32(t32, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t34 = _mm256_loadu_si256((const __m256i *)(a + t30));
            t35 = t34;
            t36 = _mm256_add_epi32(t29, t35);
            t37 = _mm256_blendv_epi8(t29, t36, t33);
            t38 = t28 + 8L;
            if (t38 >= t27) {
                break;
            }
            t28 = t38;
            t29 = t37;
        }
        i = (int)((long)t24 + t27);
        s = (int)((unsigned int)t25 + vcc_avx2_sum_epi32(t37));
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++, s = s_1) {
        if (a[i] & 1) {
            s_1 = s + a[i];
        } else {
            s_1 = s;
        }
    }
    return s;
}

__attribute__((target("avx2"))) void div_i32(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
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
    long t20;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t7 = _mm256_maskload_epi32((const int *)(a + t4), t6);
            t8 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t9 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t8, t6);
            t10 = (__m256i)((vcc_v8_int)t7 / (vcc_v8_int)t9);
            t11 = _mm256_maskload_epi32((const int *)(a + t4), t6);
            t12 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t13 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t12, t6);
            t14 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t13);
            t15 = t10;
            t16 = t14;
            t17 = _mm256_add_epi32(t15, t16);
            t18 = t17;
            t19 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), t18, t6);
            _mm256_storeu_si256((__m256i *)(c + t4), t19);
            t20 = t3 + 8L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (b[i] != 0) {
            c[i] = a[i] / b[i] + a[i] % b[i];
        } else {
            c[i] = -1;
        }
    }
}

__attribute__((target("avx2"))) void shift_u32(int n, unsigned *restrict c, const unsigned *restrict a, const unsigned *restrict s) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
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
    int t19;
    long t20;
    long t21;
    long t22;
    int t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_si256((const __m256i *)(s + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(s + t5));
            t8 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32((int)32)), vcc_avx2_flip_epi32(t6));
            t9 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32((int)32)), vcc_avx2_flip_epi32(t7));
            t10 = _mm256_maskload_epi32((const int *)(a + t4), t8);
            t11 = _mm256_maskload_epi32((const int *)(a + t5), t9);
            t12 = _mm256_loadu_si256((const __m256i *)(s + t4));
            t13 = _mm256_loadu_si256((const __m256i *)(s + t5));
            t14 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t12, t8);
            t15 = _mm256_sllv_epi32(t10, t14);
            t16 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t13, t9);
            t17 = _mm256_sllv_epi32(t11, t16);
            _mm256_maskstore_epi32((int *)(c + t4), t8, t15);
            _mm256_maskstore_epi32((int *)(c + t5), t9, t17);
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        t21 = t20 & -8L;
        t22 = 0L;
        for (;;) {
            t23 = (int)((long)t19 + t22);
            t24 = _mm256_loadu_si256((const __m256i *)(s + t23));
            t25 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32((int)32)), vcc_avx2_flip_epi32(t24));
            t26 = _mm256_maskload_epi32((const int *)(a + t23), t25);
            t27 = _mm256_loadu_si256((const __m256i *)(s + t23));
            t28 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t27, t25);
            t29 = _mm256_sllv_epi32(t26, t28);
            _mm256_maskstore_epi32((int *)(c + t23), t25, t29);
            t30 = t22 + 8L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        if (s[i] < 32U) {
            c[i] = a[i] << s[i];
        }
    }
}

__attribute__((target("avx2"))) void abs_sign_i32(int n, int *restrict c, int *restrict d, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
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
    long t46;
    int t47;
    long t48;
    long t49;
    long t50;
    int t51;
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
    long t72;
    int i;
    int *t73;
    int t74;
    int *t75;
    int t76;
    int t77;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t6);
            t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t7);
            t10 = (__m256i)~(vcc_m8)t8;
            t11 = (__m256i)~(vcc_m8)t9;
            t12 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t13 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t16 = t14;
            t17 = _mm256_sub_epi32(_mm256_setzero_si256(), t16);
            t18 = t17;
            t19 = t15;
            t20 = _mm256_sub_epi32(_mm256_setzero_si256(), t19);
            t21 = t20;
            t22 = _mm256_blendv_epi8(t18, t12, t10);
            t23 = _mm256_blendv_epi8(t21, t13, t11);
            _mm256_storeu_si256((__m256i *)(c + t4), t22);
            _mm256_storeu_si256((__m256i *)(c + t5), t23);
            t24 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t25 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t26 = _mm256_cmpgt_epi32(t24, _mm256_set1_epi32((int)0));
            t27 = _mm256_cmpgt_epi32(t25, _mm256_set1_epi32((int)0));
            t28 = (__m256i)~(vcc_m8)t26;
            t29 = (__m256i)~(vcc_m8)t27;
            t30 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t31 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t32 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t30);
            t33 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t31);
            t34 = (__m256i)~(vcc_m8)t32;
            t35 = _mm256_and_si256(t28, t34);
            t36 = (__m256i)~(vcc_m8)t33;
            t37 = _mm256_and_si256(t29, t36);
            t38 = _mm256_and_si256(t28, t32);
            t39 = _mm256_and_si256(t29, t33);
            t40 = _mm256_or_si256(t38, t35);
            t41 = _mm256_or_si256(t39, t37);
            t42 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), _mm256_set1_epi32((int)0), t35);
            t43 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), _mm256_set1_epi32((int)0), t37);
            t44 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t42, t40);
            t45 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t43, t41);
            _mm256_storeu_si256((__m256i *)(d + t4), t44);
            _mm256_storeu_si256((__m256i *)(d + t5), t45);
            t46 = t3 + 16L;
            if (t46 >= t2) {
                break;
            }
            t3 = t46;
        }
        t47 = (int)((long)0 + t2);
    } else {
        t47 = 0;
    }
    t48 = (long)n + (long)t47 * -1L;
    if (t48 >= 8L) {
        t49 = t48 & -8L;
        t50 = 0L;
        for (;;) {
            t51 = (int)((long)t47 + t50);
            t52 = _mm256_loadu_si256((const __m256i *)(a + t51));
            t53 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t52);
            t54 = (__m256i)~(vcc_m8)t53;
            t55 = _mm256_loadu_si256((const __m256i *)(a + t51));
            t56 = _mm256_loadu_si256((const __m256i *)(a + t51));
            t57 = t56;
            t58 = _mm256_sub_epi32(_mm256_setzero_si256(), t57);
            t59 = t58;
            t60 = _mm256_blendv_epi8(t59, t55, t54);
            _mm256_storeu_si256((__m256i *)(c + t51), t60);
            t61 = _mm256_loadu_si256((const __m256i *)(a + t51));
            t62 = _mm256_cmpgt_epi32(t61, _mm256_set1_epi32((int)0));
            t63 = (__m256i)~(vcc_m8)t62;
            t64 = _mm256_loadu_si256((const __m256i *)(a + t51));
            t65 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t64);
            t66 = (__m256i)~(vcc_m8)t65;
            t67 = _mm256_and_si256(t63, t66);
            t68 = _mm256_and_si256(t63, t65);
            t69 = _mm256_or_si256(t68, t67);
            t70 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), _mm256_set1_epi32((int)0), t67);
            t71 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t70, t69);
            _mm256_storeu_si256((__m256i *)(d + t51), t71);
            t72 = t50 + 8L;
            if (t72 >= t49) {
                break;
            }
            t50 = t72;
        }
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        t73 = c + i;
        if (a[i] < 0) {
            t74 = -a[i];
        } else {
            t74 = a[i];
        }
        *t73 = t74;
        t75 = d + i;
        if (a[i] > 0) {
            t77 = 1;
        } else {
            if (a[i] < 0) {
                t76 = -1;
            } else {
                t76 = 0;
            }
            t77 = t76;
        }
        *t75 = t77;
    }
}

__attribute__((target("avx2"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
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
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m128i t56;
    __m256i t57;
    __m128i t58;
    __m256i t59;
    __m128i t60;
    __m256i t61;
    __m128i t62;
    __m256i t63;
    long t64;
    int t65;
    long t66;
    long t67;
    long t68;
    int t69;
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
    __m128i t82;
    __m256i t83;
    long t84;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = _mm256_and_si256(t8, _mm256_set1_epi64x((long long)1LL));
            t13 = _mm256_and_si256(t9, _mm256_set1_epi64x((long long)1LL));
            t14 = _mm256_and_si256(t10, _mm256_set1_epi64x((long long)1LL));
            t15 = _mm256_and_si256(t11, _mm256_set1_epi64x((long long)1LL));
            t16 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t17 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t18 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t19 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t20 = t16;
            t21 = _mm256_set1_epi64x((long long)7LL);
            t22 = _mm256_sub_epi64(t20, t21);
            t23 = t22;
            t24 = t17;
            t25 = _mm256_set1_epi64x((long long)7LL);
            t26 = _mm256_sub_epi64(t24, t25);
            t27 = t26;
            t28 = t18;
            t29 = _mm256_set1_epi64x((long long)7LL);
            t30 = _mm256_sub_epi64(t28, t29);
            t31 = t30;
            t32 = t19;
            t33 = _mm256_set1_epi64x((long long)7LL);
            t34 = _mm256_sub_epi64(t32, t33);
            t35 = t34;
            t36 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t37 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t38 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t39 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t40 = t36;
            t41 = _mm256_set1_epi64x((long long)3LL);
            t42 = (__m256i)((vcc_v4_ulong)t40 * (vcc_v4_ulong)t41);
            t43 = t42;
            t44 = t37;
            t45 = _mm256_set1_epi64x((long long)3LL);
            t46 = (__m256i)((vcc_v4_ulong)t44 * (vcc_v4_ulong)t45);
            t47 = t46;
            t48 = t38;
            t49 = _mm256_set1_epi64x((long long)3LL);
            t50 = (__m256i)((vcc_v4_ulong)t48 * (vcc_v4_ulong)t49);
            t51 = t50;
            t52 = t39;
            t53 = _mm256_set1_epi64x((long long)3LL);
            t54 = (__m256i)((vcc_v4_ulong)t52 * (vcc_v4_ulong)t53);
            t55 = t54;
            t56 = (__m128i)__builtin_convertvector((vcc_v4_long)t12 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            t57 = _mm256_blendv_epi8(t23, t43, _mm256_cvtepi32_epi64(t56));
            _mm256_storeu_si256((__m256i *)(c + t4), t57);
            t58 = (__m128i)__builtin_convertvector((vcc_v4_long)t13 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            t59 = _mm256_blendv_epi8(t27, t47, _mm256_cvtepi32_epi64(t58));
            _mm256_storeu_si256((__m256i *)(c + t5), t59);
            t60 = (__m128i)__builtin_convertvector((vcc_v4_long)t14 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            t61 = _mm256_blendv_epi8(t31, t51, _mm256_cvtepi32_epi64(t60));
            _mm256_storeu_si256((__m256i *)(c + t6), t61);
            t62 = (__m128i)__builtin_convertvector((vcc_v4_long)t15 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            t63 = _mm256_blendv_epi8(t35, t55, _mm256_cvtepi32_epi64(t62));
            _mm256_storeu_si256((__m256i *)(c + t7), t63);
            t64 = t3 + 16L;
            if (t64 >= t2) {
                break;
            }
            t3 = t64;
        }
        t65 = (int)((long)0 + t2);
    } else {
        t65 = 0;
    }
    t66 = (long)n + (long)t65 * -1L;
    if (t66 >= 4L) {
        t67 = t66 & -4L;
        t68 = 0L;
        for (;;) {
            t69 = (int)((long)t65 + t68);
            t70 = _mm256_loadu_si256((const __m256i *)(a + t69));
            t71 = _mm256_and_si256(t70, _mm256_set1_epi64x((long long)1LL));
            t72 = _mm256_loadu_si256((const __m256i *)(a + t69));
            t73 = t72;
            t74 = _mm256_set1_epi64x((long long)7LL);
            t75 = _mm256_sub_epi64(t73, t74);
            t76 = t75;
            t77 = _mm256_loadu_si256((const __m256i *)(a + t69));
            t78 = t77;
            t79 = _mm256_set1_epi64x((long long)3LL);
            t80 = (__m256i)((vcc_v4_ulong)t78 * (vcc_v4_ulong)t79);
            t81 = t80;
            t82 = (__m128i)__builtin_convertvector((vcc_v4_long)t71 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            t83 = _mm256_blendv_epi8(t76, t81, _mm256_cvtepi32_epi64(t82));
            _mm256_storeu_si256((__m256i *)(c + t69), t83);
            t84 = t68 + 4L;
            if (t84 >= t67) {
                break;
            }
            t68 = t84;
        }
        i = (int)((long)t65 + t67);
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        if (a[i] & 1L) {
            c[i] = a[i] * 3L;
        } else {
            c[i] = a[i] - 7L;
        }
    }
}

__attribute__((target("avx2"))) long sum_neg_i64(int n, const long *a) {
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    int t8;
    int t9;
    int t10;
    int t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
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
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    int t40;
    long t41;
    long t42;
    long t43;
    long t44;
    __m256i t45;
    int t46;
    __m256i t47;
    __m128i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    long t53;
    int i;
    long s;
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
            t8 = (int)((long)0 + t3);
            t9 = (int)((long)0 + (t3 + 4L));
            t10 = (int)((long)0 + (t3 + 8L));
            t11 = (int)((long)0 + (t3 + 12L));
            t12 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t13 = _mm256_loadu_si256((const __m256i *)(a + t9));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t16 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t12));
            t17 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t13));
            t18 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t14));
            t19 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t15));
            t20 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t21 = _mm256_loadu_si256((const __m256i *)(a + t9));
            t22 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t23 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t24 = t20;
            t25 = _mm256_add_epi64(t4, t24);
            t26 = t21;
            t27 = _mm256_add_epi64(t5, t26);
            t28 = t22;
            t29 = _mm256_add_epi64(t6, t28);
            t30 = t23;
            t31 = _mm256_add_epi64(t7, t30);
            t32 = _mm256_blendv_epi8(t4, t25, _mm256_cvtepi32_epi64(t16));
            t33 = _mm256_blendv_epi8(t5, t27, _mm256_cvtepi32_epi64(t17));
            t34 = _mm256_blendv_epi8(t6, t29, _mm256_cvtepi32_epi64(t18));
            t35 = _mm256_blendv_epi8(t7, t31, _mm256_cvtepi32_epi64(t19));
            t36 = t3 + 16L;
            if (t36 >= t2) {
                break;
            }
            t3 = t36;
            t4 = t32;
            t5 = t33;
            t6 = t34;
            t7 = t35;
        }
        t37 = _mm256_add_epi64(t32, t33);
        t38 = _mm256_add_epi64(t37, t34);
        t39 = _mm256_add_epi64(t38, t35);
        t40 = (int)((long)0 + t2);
        t41 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t39, +));
    } else {
        t40 = 0;
        t41 = 0L;
    }
    t42 = (long)n + (long)t40 * -1L;
    if (t42 >= 4L) {
        t43 = t42 & -4L;
        t44 = 0L;
        t45 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t46 = (int)((long)t40 + t44);
            t47 = _mm256_loadu_si256((const __m256i *)(a + t46));
            t48 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t47));
            t49 = _mm256_loadu_si256((const __m256i *)(a + t46));
            t50 = t49;
            t51 = _mm256_add_epi64(t45, t50);
            t52 = _mm256_blendv_epi8(t45, t51, _mm256_cvtepi32_epi64(t48));
            t53 = t44 + 4L;
            if (t53 >= t43) {
                break;
            }
            t44 = t53;
            t45 = t52;
        }
        i = (int)((long)t40 + t43);
        s = (long)((unsigned long)t41 + vcc_reduce(unsigned long, (vcc_v4_ulong)t52, +));
    } else {
        i = t40;
        s = t41;
    }
    for (; i < n; i++, s = s_1) {
        if (a[i] < 0L) {
            s_1 = s + a[i];
        } else {
            s_1 = s;
        }
    }
    return s;
}

__attribute__((target("avx2"))) void clamp_f32(int n, float *restrict c, const float *restrict a, float lo, float hi) {
    long t1;
    long t2;
    __m256 t3;
    __m256 t4;
    long t5;
    int t6;
    int t7;
    __m256 t8;
    __m256 t9;
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
    __m256 t26;
    __m256i t27;
    __m256i t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    long t32;
    int t33;
    long t34;
    long t35;
    __m256 t36;
    __m256 t37;
    long t38;
    int t39;
    __m256 t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256 t50;
    __m256 t51;
    long t52;
    int i;
    float x;
    float x_1;
    float x_2;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm256_set1_ps(lo);
        t4 = _mm256_set1_ps(hi);
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = (int)((long)0 + (t5 + 8L));
            t8 = _mm256_loadu_ps(a + t6);
            t9 = _mm256_loadu_ps(a + t7);
            t10 = _mm256_castps_si256(_mm256_cmp_ps(t8, t3, _CMP_LT_OQ));
            t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t3, _CMP_LT_OQ));
            t12 = (__m256i)~(vcc_m8)t10;
            t13 = (__m256i)~(vcc_m8)t11;
            t14 = _mm256_castps_si256(_mm256_cmp_ps(t8, t4, _CMP_GT_OQ));
            t15 = _mm256_castps_si256(_mm256_cmp_ps(t9, t4, _CMP_GT_OQ));
            t16 = _mm256_and_si256(t12, t14);
            t17 = (__m256i)~(vcc_m8)t14;
            t18 = _mm256_and_si256(t12, t17);
            t19 = _mm256_or_si256(t16, t18);
            t20 = _mm256_and_si256(t13, t15);
            t21 = (__m256i)~(vcc_m8)t15;
            t22 = _mm256_and_si256(t13, t21);
            t23 = _mm256_or_si256(t20, t22);
            t24 = (__m256i)~(vcc_m8)t14;
            t25 = _mm256_and_si256(t12, t24);
            t26 = _mm256_blendv_ps(t4, t8, _mm256_castsi256_ps(t25));
            t27 = (__m256i)~(vcc_m8)t15;
            t28 = _mm256_and_si256(t13, t27);
            t29 = _mm256_blendv_ps(t4, t9, _mm256_castsi256_ps(t28));
            t30 = _mm256_blendv_ps(t3, t26, _mm256_castsi256_ps(t19));
            t31 = _mm256_blendv_ps(t3, t29, _mm256_castsi256_ps(t23));
            _mm256_storeu_ps(c + t6, t30);
            _mm256_storeu_ps(c + t7, t31);
            t32 = t5 + 16L;
            if (t32 >= t2) {
                break;
            }
            t5 = t32;
        }
        t33 = (int)((long)0 + t2);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t36 = _mm256_set1_ps(lo);
        t37 = _mm256_set1_ps(hi);
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t33 + t38);
            t40 = _mm256_loadu_ps(a + t39);
            t41 = _mm256_castps_si256(_mm256_cmp_ps(t40, t36, _CMP_LT_OQ));
            t42 = (__m256i)~(vcc_m8)t41;
            t43 = _mm256_castps_si256(_mm256_cmp_ps(t40, t37, _CMP_GT_OQ));
            t44 = _mm256_and_si256(t42, t43);
            t45 = (__m256i)~(vcc_m8)t43;
            t46 = _mm256_and_si256(t42, t45);
            t47 = _mm256_or_si256(t44, t46);
            t48 = (__m256i)~(vcc_m8)t43;
            t49 = _mm256_and_si256(t42, t48);
            t50 = _mm256_blendv_ps(t37, t40, _mm256_castsi256_ps(t49));
            t51 = _mm256_blendv_ps(t36, t50, _mm256_castsi256_ps(t47));
            _mm256_storeu_ps(c + t39, t51);
            t52 = t38 + 8L;
            if (t52 >= t35) {
                break;
            }
            t38 = t52;
        }
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        x = a[i];
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
        c[i] = x_2;
    }
}

__attribute__((target("avx2"))) void sqrt_pos_f32(int n, float *restrict c, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    int t21;
    __m256 t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    long t27;
    int i;
    float t28;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(a + t4);
            t7 = _mm256_loadu_ps(a + t5);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            t9 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            t10 = _mm256_loadu_ps(a + t4);
            t11 = _mm256_loadu_ps(a + t5);
            t12 = _mm256_sqrt_ps(t10);
            t13 = _mm256_sqrt_ps(t11);
            t14 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t12, _mm256_castsi256_ps(t8));
            _mm256_storeu_ps(c + t4, t14);
            t15 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t13, _mm256_castsi256_ps(t9));
            _mm256_storeu_ps(c + t5, t15);
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        t17 = (int)((long)0 + t2);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t20 = 0L;
        for (;;) {
            t21 = (int)((long)t17 + t20);
            t22 = _mm256_loadu_ps(a + t21);
            t23 = _mm256_castps_si256(_mm256_cmp_ps(t22, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            t24 = _mm256_loadu_ps(a + t21);
            t25 = _mm256_sqrt_ps(t24);
            t26 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t25, _mm256_castsi256_ps(t23));
            _mm256_storeu_ps(c + t21, t26);
            t27 = t20 + 8L;
            if (t27 >= t19) {
                break;
            }
            t20 = t27;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if (a[i] >= 0.0f) {
            t28 = a[i];
            c[i] = sqrtf(t28);
        } else {
            c[i] = 0.0f;
        }
    }
}

__attribute__((target("avx2"))) void pick_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
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
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
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
    long t44;
    int t45;
    long t46;
    long t47;
    long t48;
    int t49;
    __m256d t50;
    __m256d t51;
    __m128i t52;
    __m128i t53;
    __m256d t54;
    __m256d t55;
    __m256d t56;
    __m256d t57;
    __m256d t58;
    long t59;
    int i;
    double *t60;
    double t61;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
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
            t20 = (__m128i)~(vcc_m4)t16;
            t21 = (__m128i)~(vcc_m4)t17;
            t22 = (__m128i)~(vcc_m4)t18;
            t23 = (__m128i)~(vcc_m4)t19;
            t24 = _mm256_loadu_pd(b + t4);
            t25 = _mm256_loadu_pd(b + t5);
            t26 = _mm256_loadu_pd(b + t6);
            t27 = _mm256_loadu_pd(b + t7);
            t28 = _mm256_add_pd(t24, _mm256_set1_pd(1.0));
            t29 = _mm256_add_pd(t25, _mm256_set1_pd(1.0));
            t30 = _mm256_add_pd(t26, _mm256_set1_pd(1.0));
            t31 = _mm256_add_pd(t27, _mm256_set1_pd(1.0));
            t32 = _mm256_loadu_pd(a + t4);
            t33 = _mm256_loadu_pd(a + t5);
            t34 = _mm256_loadu_pd(a + t6);
            t35 = _mm256_loadu_pd(a + t7);
            t36 = _mm256_mul_pd(t32, _mm256_set1_pd(2.0));
            t37 = _mm256_mul_pd(t33, _mm256_set1_pd(2.0));
            t38 = _mm256_mul_pd(t34, _mm256_set1_pd(2.0));
            t39 = _mm256_mul_pd(t35, _mm256_set1_pd(2.0));
            t40 = _mm256_blendv_pd(t36, t28, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t20)));
            t41 = _mm256_blendv_pd(t37, t29, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t21)));
            t42 = _mm256_blendv_pd(t38, t30, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t22)));
            t43 = _mm256_blendv_pd(t39, t31, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t23)));
            _mm256_storeu_pd(c + t4, t40);
            _mm256_storeu_pd(c + t5, t41);
            _mm256_storeu_pd(c + t6, t42);
            _mm256_storeu_pd(c + t7, t43);
            t44 = t3 + 16L;
            if (t44 >= t2) {
                break;
            }
            t3 = t44;
        }
        t45 = (int)((long)0 + t2);
    } else {
        t45 = 0;
    }
    t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 4L) {
        t47 = t46 & -4L;
        t48 = 0L;
        for (;;) {
            t49 = (int)((long)t45 + t48);
            t50 = _mm256_loadu_pd(a + t49);
            t51 = _mm256_loadu_pd(b + t49);
            t52 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t50, t51, _CMP_GT_OQ));
            t53 = (__m128i)~(vcc_m4)t52;
            t54 = _mm256_loadu_pd(b + t49);
            t55 = _mm256_add_pd(t54, _mm256_set1_pd(1.0));
            t56 = _mm256_loadu_pd(a + t49);
            t57 = _mm256_mul_pd(t56, _mm256_set1_pd(2.0));
            t58 = _mm256_blendv_pd(t57, t55, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t53)));
            _mm256_storeu_pd(c + t49, t58);
            t59 = t48 + 4L;
            if (t59 >= t47) {
                break;
            }
            t48 = t59;
        }
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        t60 = c + i;
        if (a[i] > b[i]) {
            t61 = a[i] * 2.0;
        } else {
            t61 = b[i] + 1.0;
        }
        *t60 = t61;
    }
}

__attribute__((target("avx2"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    __m128i t1;
    __m128i t2;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    long t8;
    int t9;
    __m128i t10;
    int t11;
    __m128i t12;
    __m128i t13;
    int t14;
    __m128i t15;
    __m128i t16;
    int t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
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
    int t40;
    __m128i t41;
    __m128i t42;
    __m256d t43;
    __m256d t44;
    long t45;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm_set1_epi32((int)k);
        t6 = _mm_set1_epi32((int)(int)((long)0 + 0L));
        t7 = t6;
        t1 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
        t8 = 0L;
        for (;;) {
            t9 = (int)((long)0 + t8);
            t10 = t1;
            t11 = (int)((long)0 + (t8 + 4L));
            t12 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t13 = t12;
            t14 = (int)((long)0 + (t8 + 8L));
            t15 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t16 = t15;
            t17 = (int)((long)0 + (t8 + 12L));
            t18 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t19 = t18;
            t20 = _mm_cmpgt_epi32(t5, t10);
            t21 = _mm_cmpgt_epi32(t5, t13);
            t22 = _mm_cmpgt_epi32(t5, t16);
            t23 = _mm_cmpgt_epi32(t5, t19);
            t24 = _mm256_maskload_pd(h + t9, _mm256_cvtepi32_epi64(t20));
            t25 = _mm256_maskload_pd(h + t11, _mm256_cvtepi32_epi64(t21));
            t26 = _mm256_maskload_pd(h + t14, _mm256_cvtepi32_epi64(t22));
            t27 = _mm256_maskload_pd(h + t17, _mm256_cvtepi32_epi64(t23));
            t28 = _mm256_mul_pd(t24, _mm256_set1_pd(0.5));
            t29 = _mm256_mul_pd(t25, _mm256_set1_pd(0.5));
            t30 = _mm256_mul_pd(t26, _mm256_set1_pd(0.5));
            t31 = _mm256_mul_pd(t27, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd(c + t9, _mm256_cvtepi32_epi64(t20), t28);
            _mm256_maskstore_pd(c + t11, _mm256_cvtepi32_epi64(t21), t29);
            _mm256_maskstore_pd(c + t14, _mm256_cvtepi32_epi64(t22), t30);
            _mm256_maskstore_pd(c + t17, _mm256_cvtepi32_epi64(t23), t31);
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
        t37 = _mm_set1_epi32((int)(int)((long)t33 + 0L));
        t38 = t37;
        t2 = _mm_add_epi32(t38, _mm_setr_epi32(0, 1, 2, 3));
        t39 = 0L;
        for (;;) {
            t40 = (int)((long)t33 + t39);
            t41 = t2;
            t42 = _mm_cmpgt_epi32(t36, t41);
            t43 = _mm256_maskload_pd(h + t40, _mm256_cvtepi32_epi64(t42));
            t44 = _mm256_mul_pd(t43, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd(c + t40, _mm256_cvtepi32_epi64(t42), t44);
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
            c[i] = h[i] * 0.5;
        }
    }
}

/* The maximum written as an if: the accumulator decides the branch (a max reduction). */
__attribute__((target("avx2"))) int max_if_i32(int n, const int *a) {
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    int t11;
    int t12;
    int t13;
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
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    int t35;
    long t36;
    long t37;
    long t38;
    int t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    int i;
    int m;
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
            t10 = (int)((long)0 + t5);
            t11 = (int)((long)0 + (t5 + 8L));
            t12 = (int)((long)0 + (t5 + 16L));
            t13 = (int)((long)0 + (t5 + 24L));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t16 = _mm256_loadu_si256((const __m256i *)(a + t12));
            t17 = _mm256_loadu_si256((const __m256i *)(a + t13));
            t18 = _mm256_cmpgt_epi32(t14, t6);
            t19 = _mm256_cmpgt_epi32(t15, t7);
            t20 = _mm256_cmpgt_epi32(t16, t8);
            t21 = _mm256_cmpgt_epi32(t17, t9);
            t22 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t23 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t24 = _mm256_loadu_si256((const __m256i *)(a + t12));
            t25 = _mm256_loadu_si256((const __m256i *)(a + t13));
            t26 = _mm256_blendv_epi8(t6, t22, t18);
            t27 = _mm256_blendv_epi8(t7, t23, t19);
            t28 = _mm256_blendv_epi8(t8, t24, t20);
            t29 = _mm256_blendv_epi8(t9, t25, t21);
            t30 = t5 + 32L;
            if (t30 >= t3) {
                break;
            }
            t5 = t30;
            t6 = t26;
            t7 = t27;
            t8 = t28;
            t9 = t29;
        }
        t31 = _mm256_max_epi32(t26, t27);
        t32 = _mm256_max_epi32(t31, t28);
        t33 = _mm256_max_epi32(t32, t29);
        t34 = (int)((long)0 + t3);
        t35 = vcc_reduce_max(int, (vcc_v8_int)t33);
    } else {
        t34 = 0;
        t35 = (-2147483647 - 1);
    }
    t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t1 = _mm256_set1_epi32((int)t35);
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t34 + t38);
            t40 = _mm256_loadu_si256((const __m256i *)(a + t39));
            t41 = _mm256_cmpgt_epi32(t40, t1);
            t42 = _mm256_loadu_si256((const __m256i *)(a + t39));
            t43 = _mm256_blendv_epi8(t1, t42, t41);
            t44 = t38 + 8L;
            if (t44 >= t37) {
                break;
            }
            t38 = t44;
            t1 = t43;
        }
        i = (int)((long)t34 + t37);
        m = vcc_reduce_max(int, (vcc_v8_int)t43);
    } else {
        i = t34;
        m = t35;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] > m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
}

__attribute__((target("avx2"))) int main(void) {
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
    long t2;
    long t3;
    long t4;
    int t5;
    int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    long t11;
    int t12;
    long t13;
    long t14;
    long t15;
    int t16;
    __m256 t17;
    __m256 t18;
    long t19;
    int i;
    int t20;
    unsigned long t21;
    long t22;
    int t23;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        a8 = (signed char *)new_array(n, 1UL);
        b8 = (signed char *)new_array(n, 1UL);
        a16 = (short *)new_array(n, 2UL);
        c16 = (short *)new_array(n, 2UL);
        a32 = (int *)new_array(n, 4UL);
        b32 = (int *)new_array(n, 4UL);
        c32 = (int *)new_array(n, 4UL);
        d32 = (int *)new_array(n, 4UL);
        au = (unsigned int *)new_array(n, 4UL);
        su = (unsigned int *)new_array(n, 4UL);
        cu = (unsigned int *)new_array(n, 4UL);
        a64 = (long *)new_array(n, 8UL);
        c64 = (long *)new_array(n, 8UL);
        af = (float *)new_array(n, 4UL);
        cf = (float *)new_array(n, 4UL);
        ad = (double *)new_array(n, 8UL);
        bd = (double *)new_array(n, 8UL);
        cd = (double *)new_array(n, 8UL);
        hd = (double *)new_array(n / 2, 8UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a8[fill_idx] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b8[fill_idx_1] = (signed char)(-100 + (int)(next_rand() % 200U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a16[fill_idx_2] = (short)(-300 + (int)(next_rand() % 600U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            c16[fill_idx_3] = (short)(-5 + (int)(next_rand() % 10U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            a32[fill_idx_4] = -100000 + (int)(next_rand() % 200000U);
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            b32[fill_idx_5] = -3 + (int)(next_rand() % 7U);
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            c32[fill_idx_6] = 0 + (int)(next_rand() % 10U);
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            au[fill_idx_7] = (unsigned int)(0 + (int)(next_rand() % 100000U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            su[fill_idx_8] = (unsigned int)(0 + (int)(next_rand() % 40U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < n; fill_idx_9++) {
            cu[fill_idx_9] = (unsigned int)(0 + (int)(next_rand() % 10U));
        }
        for (fill_idx_10 = 0; fill_idx_10 < n; fill_idx_10++) {
            a64[fill_idx_10] = (long)(-1000000 + (int)(next_rand() % 2000000U));
        }
        for (fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            af[fill_idx_11] = (float)(-300 + (int)(next_rand() % 600U));
        }
        for (fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            ad[fill_idx_12] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_13 = 0; fill_idx_13 < n; fill_idx_13++) {
            bd[fill_idx_13] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_14 = 0; fill_idx_14 < (n / 2); fill_idx_14++) {
            hd[fill_idx_14] = (double)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_15 = 0; fill_idx_15 < n; fill_idx_15++) {
            cd[fill_idx_15] = (double)(0 + (int)(next_rand() % 10U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = (int)((long)0 + t4);
                t6 = (int)((long)0 + (t4 + 8L));
                t7 = _mm256_loadu_ps(af + t5);
                t8 = _mm256_loadu_ps(af + t6);
                t9 = _mm256_div_ps(t7, _mm256_set1_ps(7.0f));
                t10 = _mm256_div_ps(t8, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(af + t5, t9);
                _mm256_storeu_ps(af + t6, t10);
                t11 = t4 + 16L;
                if (t11 >= t3) {
                    break;
                }
                t4 = t11;
            }
            t12 = (int)((long)0 + t3);
        } else {
            t12 = 0;
        }
        t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            t14 = t13 & -8L;
            t15 = 0L;
            for (;;) {
                t16 = (int)((long)t12 + t15);
                t17 = _mm256_loadu_ps(af + t16);
                t18 = _mm256_div_ps(t17, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(af + t16, t18);
                t19 = t15 + 8L;
                if (t19 >= t14) {
                    break;
                }
                t15 = t19;
            }
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            af[i] = af[i] / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, (unsigned long)n * 1UL));
        nested_i16(n, c16, a16);
        t20 = sum_odd_i32(n, a32);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, (unsigned long)n * 2UL), t20);
        div_i32(n, c32, a32, b32);
        printf(" div=%llx", (unsigned long long)hash_bytes((const void *)c32, (unsigned long)n * 4UL));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, (unsigned long)n * 4UL));
        abs_sign_i32(n, c32, d32, a32);
        t21 = hash_bytes((const void *)d32, (unsigned long)n * 4UL);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes((const void *)c32, (unsigned long)n * 4UL), (unsigned long long)t21);
        odd_even_i64(n, c64, a64);
        t22 = sum_neg_i64(n, a64);
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, (unsigned long)n * 8UL), t22);
        clamp_f32(n, cf, af, -10.5f, 20.25f);
        printf(" clamp=%llx", (unsigned long long)hash_bytes((const void *)cf, (unsigned long)n * 4UL));
        sqrt_pos_f32(n, cf, af);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes((const void *)cf, (unsigned long)n * 4UL));
        pick_f64(n, cd, ad, bd);
        printf(" pick=%llx", (unsigned long long)hash_bytes((const void *)cd, (unsigned long)n * 8UL));
        guarded_f64(n, n / 2, cd, hd);
        t23 = max_if_i32(n, a32);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes((const void *)cd, (unsigned long)n * 8UL), t23);
        free((void *)a8);
        free((void *)b8);
        free((void *)a16);
        free((void *)c16);
        free((void *)a32);
        free((void *)b32);
        free((void *)c32);
        free((void *)d32);
        free((void *)au);
        free((void *)su);
        free((void *)cu);
        free((void *)a64);
        free((void *)c64);
        free((void *)af);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)hd);
    }
}
