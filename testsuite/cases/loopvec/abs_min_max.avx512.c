/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 12 */
#include <math.h>
#include "harness.h"

/* Absolute values and clamps written with ?: (the vector selects become abs, min and max:
   midend/src/transform/loopvec/idioms.rs). The data holds each type's most negative value,
   whose negation wraps in the narrow types (C converts the promoted int back), and, for the
   floats, NaNs and zeros of both signs, on which min and max must keep the select's order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_clamp_i32(int n, int *restrict a, const int *restrict b, int hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
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
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    int t22;
    long t23;
    long t24;
    __m256i t25;
    long t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    int i;
    long t32;
    int t33;
    int v;
    int *t34;
    int t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm256_set1_epi32((int)hi);
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 8L));
            t7 = (long)(int)((long)0 + (t4 + 16L));
            t8 = (long)(int)((long)0 + (t4 + 24L));
            t9 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t12 = _mm256_loadu_si256((const __m256i *)(b + t8));
            t13 = _mm256_abs_epi32(t9);
            t14 = _mm256_abs_epi32(t10);
            t15 = _mm256_abs_epi32(t11);
            t16 = _mm256_abs_epi32(t12);
            t17 = _mm256_min_epi32(t3, t13);
            t18 = _mm256_min_epi32(t3, t14);
            t19 = _mm256_min_epi32(t3, t15);
            t20 = _mm256_min_epi32(t3, t16);
            _mm256_storeu_si256((__m256i *)(a + t5), t17);
            _mm256_storeu_si256((__m256i *)(a + t6), t18);
            _mm256_storeu_si256((__m256i *)(a + t7), t19);
            _mm256_storeu_si256((__m256i *)(a + t8), t20);
            t21 = t4 + 32L;
            if (t21 >= t2) {
                break;
            }
            t4 = t21;
        }
        t22 = (int)((long)0 + t2);
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t25 = _mm256_set1_epi32((int)hi);
        t26 = 0L;
        for (;;) {
            t27 = (long)(int)((long)t22 + t26);
            t28 = _mm256_loadu_si256((const __m256i *)(b + t27));
            t29 = _mm256_abs_epi32(t28);
            t30 = _mm256_min_epi32(t25, t29);
            _mm256_storeu_si256((__m256i *)(a + t27), t30);
            t31 = t26 + 8L;
            if (t31 >= t24) {
                break;
            }
            t26 = t31;
        }
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        t32 = (long)i;
        t33 = b[t32];
        if (t33 < 0) {
            v = -t33;
        } else {
            v = t33;
        }
        t34 = a + t32;
        if (v > hi) {
            t35 = hi;
        } else {
            t35 = v;
        }
        *t34 = t35;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_schar t8;
    vcc_v8_schar t9;
    vcc_v8_schar t10;
    vcc_v8_schar t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    vcc_v8_schar t20;
    vcc_v8_schar t21;
    vcc_v8_schar t22;
    vcc_v8_schar t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_schar t30;
    __m256i t31;
    __m256i t32;
    vcc_v8_schar t33;
    long t34;
    int i;
    long t35;
    signed char *t36;
    int t37;
    int t38;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_schar, b + t4);
            t9 = vcc_load(vcc_v8_schar, b + t5);
            t10 = vcc_load(vcc_v8_schar, b + t6);
            t11 = vcc_load(vcc_v8_schar, b + t7);
            t12 = (__m256i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_int);
            t13 = (__m256i)__builtin_convertvector(__builtin_convertvector(t9, vcc_v8_short), vcc_v8_int);
            t14 = (__m256i)__builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_int);
            t15 = (__m256i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v8_short), vcc_v8_int);
            t16 = _mm256_abs_epi32(t12);
            t17 = _mm256_abs_epi32(t13);
            t18 = _mm256_abs_epi32(t14);
            t19 = _mm256_abs_epi32(t15);
            t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short), vcc_v8_schar);
            t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t17, vcc_v8_short), vcc_v8_schar);
            t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t18, vcc_v8_short), vcc_v8_schar);
            t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t4, t20);
            vcc_store(a + t5, t21);
            vcc_store(a + t6, t22);
            vcc_store(a + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v8_schar, b + t29);
            t31 = (__m256i)__builtin_convertvector(__builtin_convertvector(t30, vcc_v8_short), vcc_v8_int);
            t32 = _mm256_abs_epi32(t31);
            t33 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t32, vcc_v8_short), vcc_v8_schar);
            vcc_store(a + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = a + t35;
        t37 = (int)b[t35];
        if (t37 < 0) {
            t38 = -t37;
        } else {
            t38 = t37;
        }
        *t36 = (signed char)t38;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i16(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    __m128i t30;
    __m256i t31;
    __m256i t32;
    __m128i t33;
    long t34;
    int i;
    long t35;
    short *t36;
    int t37;
    int t38;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm_loadu_si128((const __m128i *)(b + t4));
            t9 = _mm_loadu_si128((const __m128i *)(b + t5));
            t10 = _mm_loadu_si128((const __m128i *)(b + t6));
            t11 = _mm_loadu_si128((const __m128i *)(b + t7));
            t12 = _mm256_cvtepi16_epi32(t8);
            t13 = _mm256_cvtepi16_epi32(t9);
            t14 = _mm256_cvtepi16_epi32(t10);
            t15 = _mm256_cvtepi16_epi32(t11);
            t16 = _mm256_abs_epi32(t12);
            t17 = _mm256_abs_epi32(t13);
            t18 = _mm256_abs_epi32(t14);
            t19 = _mm256_abs_epi32(t15);
            t20 = _mm256_cvtepi32_epi16(t16);
            t21 = _mm256_cvtepi32_epi16(t17);
            t22 = _mm256_cvtepi32_epi16(t18);
            t23 = _mm256_cvtepi32_epi16(t19);
            _mm_storeu_si128((__m128i *)(a + t4), t20);
            _mm_storeu_si128((__m128i *)(a + t5), t21);
            _mm_storeu_si128((__m128i *)(a + t6), t22);
            _mm_storeu_si128((__m128i *)(a + t7), t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = _mm_loadu_si128((const __m128i *)(b + t29));
            t31 = _mm256_cvtepi16_epi32(t30);
            t32 = _mm256_abs_epi32(t31);
            t33 = _mm256_cvtepi32_epi16(t32);
            _mm_storeu_si128((__m128i *)(a + t29), t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = a + t35;
        t37 = (int)b[t35];
        if (0 <= t37) {
            t38 = t37;
        } else {
            t38 = -t37;
        }
        *t36 = (short)t38;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_i64(int n, long *restrict a, const long *restrict b) {
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
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int i;
    long t25;
    long *t26;
    long t27;
    long t28;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t12 = _mm256_abs_epi64(t8);
            t13 = _mm256_abs_epi64(t9);
            t14 = _mm256_abs_epi64(t10);
            t15 = _mm256_abs_epi64(t11);
            _mm256_storeu_si256((__m256i *)(a + t4), t12);
            _mm256_storeu_si256((__m256i *)(a + t5), t13);
            _mm256_storeu_si256((__m256i *)(a + t6), t14);
            _mm256_storeu_si256((__m256i *)(a + t7), t15);
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
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t17 + t20);
            t22 = _mm256_loadu_si256((const __m256i *)(b + t21));
            t23 = _mm256_abs_epi64(t22);
            _mm256_storeu_si256((__m256i *)(a + t21), t23);
            t24 = t20 + 4L;
            if (t24 >= t19) {
                break;
            }
            t20 = t24;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        t26 = a + t25;
        t27 = b[t25];
        if (t27 > 0L) {
            t28 = t27;
        } else {
            t28 = -t27;
        }
        *t26 = t28;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u8(int n, unsigned char *restrict a, const unsigned char *restrict b, unsigned char lo, unsigned char hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    vcc_v8_uchar t3;
    vcc_v8_uchar t4;
    __m256i t5;
    __m256i t6;
    long t7;
    long t8;
    long t9;
    vcc_v8_uchar t10;
    vcc_v8_uchar t11;
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
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    long t34;
    int t35;
    long t36;
    long t37;
    vcc_v8_uchar t38;
    vcc_v8_uchar t39;
    __m256i t40;
    __m256i t41;
    long t42;
    long t43;
    vcc_v8_uchar t44;
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
    vcc_v8_uchar t55;
    long t56;
    int i;
    long t57;
    unsigned char *t58;
    int t59;
    int t60;
    int t61;
    int t62;
    int t63;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        t4 = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        t5 = (__m256i)__builtin_convertvector(__builtin_convertvector(t3, vcc_v8_ushort), vcc_v8_int);
        t6 = (__m256i)__builtin_convertvector(__builtin_convertvector(t4, vcc_v8_ushort), vcc_v8_int);
        t7 = 0L;
        for (;;) {
            t8 = (long)(int)((long)0 + t7);
            t9 = (long)(int)((long)0 + (t7 + 8L));
            t10 = vcc_load(vcc_v8_uchar, b + t8);
            t11 = vcc_load(vcc_v8_uchar, b + t9);
            t12 = (__m256i)__builtin_convertvector(__builtin_convertvector(t10, vcc_v8_ushort), vcc_v8_int);
            t13 = (__m256i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_int);
            t14 = _mm256_cmpgt_epi32(t5, t12);
            t15 = _mm256_cmpgt_epi32(t5, t13);
            t16 = (__m256i)~(vcc_m8)t14;
            t17 = (__m256i)~(vcc_m8)t15;
            t18 = _mm256_cmpgt_epi32(t12, t6);
            t19 = _mm256_cmpgt_epi32(t13, t6);
            t20 = (__m256i)~(vcc_m8)t18;
            t21 = _mm256_and_si256(t16, t20);
            t22 = (__m256i)~(vcc_m8)t19;
            t23 = _mm256_and_si256(t17, t22);
            t24 = _mm256_and_si256(t16, t18);
            t25 = _mm256_and_si256(t17, t19);
            t26 = _mm256_or_si256(t24, t21);
            t27 = _mm256_or_si256(t25, t23);
            t28 = _mm256_blendv_epi8(t6, t12, t21);
            t29 = _mm256_blendv_epi8(t6, t13, t23);
            t30 = _mm256_blendv_epi8(t5, t28, t26);
            t31 = _mm256_blendv_epi8(t5, t29, t27);
            t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t30, vcc_v8_short), vcc_v8_uchar);
            t33 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t8, t32);
            vcc_store(a + t9, t33);
            t34 = t7 + 16L;
            if (t34 >= t2) {
                break;
            }
            t7 = t34;
        }
        t35 = (int)((long)0 + t2);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t38 = (vcc_v8_uchar){lo, lo, lo, lo, lo, lo, lo, lo};
        t39 = (vcc_v8_uchar){hi, hi, hi, hi, hi, hi, hi, hi};
        t40 = (__m256i)__builtin_convertvector(__builtin_convertvector(t38, vcc_v8_ushort), vcc_v8_int);
        t41 = (__m256i)__builtin_convertvector(__builtin_convertvector(t39, vcc_v8_ushort), vcc_v8_int);
        t42 = 0L;
        for (;;) {
            t43 = (long)(int)((long)t35 + t42);
            t44 = vcc_load(vcc_v8_uchar, b + t43);
            t45 = (__m256i)__builtin_convertvector(__builtin_convertvector(t44, vcc_v8_ushort), vcc_v8_int);
            t46 = _mm256_cmpgt_epi32(t40, t45);
            t47 = (__m256i)~(vcc_m8)t46;
            t48 = _mm256_cmpgt_epi32(t45, t41);
            t49 = (__m256i)~(vcc_m8)t48;
            t50 = _mm256_and_si256(t47, t49);
            t51 = _mm256_and_si256(t47, t48);
            t52 = _mm256_or_si256(t51, t50);
            t53 = _mm256_blendv_epi8(t41, t45, t50);
            t54 = _mm256_blendv_epi8(t40, t53, t52);
            t55 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t54, vcc_v8_short), vcc_v8_uchar);
            vcc_store(a + t43, t55);
            t56 = t42 + 8L;
            if (t56 >= t37) {
                break;
            }
            t42 = t56;
        }
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = a + t57;
        t59 = (int)b[t57];
        t60 = (int)lo;
        if (t59 < t60) {
            t63 = t60;
        } else {
            t61 = (int)hi;
            if (t59 > t61) {
                t62 = t61;
            } else {
                t62 = t59;
            }
            t63 = t62;
        }
        *t58 = (unsigned char)t63;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_i16(int n, short *restrict a, const short *restrict b, short lo, short hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m128i t3;
    __m128i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    long t8;
    long t9;
    __m128i t10;
    __m128i t11;
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
    __m128i t32;
    __m128i t33;
    long t34;
    int t35;
    long t36;
    long t37;
    __m128i t38;
    __m128i t39;
    __m256i t40;
    __m256i t41;
    long t42;
    long t43;
    __m128i t44;
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
    __m128i t55;
    long t56;
    int i;
    long t57;
    short *t58;
    int t59;
    int t60;
    int t61;
    int t62;
    int t63;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm_set1_epi16((short)lo);
        t4 = _mm_set1_epi16((short)hi);
        t5 = _mm256_cvtepi16_epi32(t3);
        t6 = _mm256_cvtepi16_epi32(t4);
        t7 = 0L;
        for (;;) {
            t8 = (long)(int)((long)0 + t7);
            t9 = (long)(int)((long)0 + (t7 + 8L));
            t10 = _mm_loadu_si128((const __m128i *)(b + t8));
            t11 = _mm_loadu_si128((const __m128i *)(b + t9));
            t12 = _mm256_cvtepi16_epi32(t10);
            t13 = _mm256_cvtepi16_epi32(t11);
            t14 = _mm256_cmpgt_epi32(t5, t12);
            t15 = _mm256_cmpgt_epi32(t5, t13);
            t16 = (__m256i)~(vcc_m8)t14;
            t17 = (__m256i)~(vcc_m8)t15;
            t18 = _mm256_cmpgt_epi32(t12, t6);
            t19 = _mm256_cmpgt_epi32(t13, t6);
            t20 = (__m256i)~(vcc_m8)t18;
            t21 = _mm256_and_si256(t16, t20);
            t22 = (__m256i)~(vcc_m8)t19;
            t23 = _mm256_and_si256(t17, t22);
            t24 = _mm256_and_si256(t16, t18);
            t25 = _mm256_and_si256(t17, t19);
            t26 = _mm256_or_si256(t24, t21);
            t27 = _mm256_or_si256(t25, t23);
            t28 = _mm256_blendv_epi8(t6, t12, t21);
            t29 = _mm256_blendv_epi8(t6, t13, t23);
            t30 = _mm256_blendv_epi8(t5, t28, t26);
            t31 = _mm256_blendv_epi8(t5, t29, t27);
            t32 = _mm256_cvtepi32_epi16(t30);
            t33 = _mm256_cvtepi32_epi16(t31);
            _mm_storeu_si128((__m128i *)(a + t8), t32);
            _mm_storeu_si128((__m128i *)(a + t9), t33);
            t34 = t7 + 16L;
            if (t34 >= t2) {
                break;
            }
            t7 = t34;
        }
        t35 = (int)((long)0 + t2);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t38 = _mm_set1_epi16((short)lo);
        t39 = _mm_set1_epi16((short)hi);
        t40 = _mm256_cvtepi16_epi32(t38);
        t41 = _mm256_cvtepi16_epi32(t39);
        t42 = 0L;
        for (;;) {
            t43 = (long)(int)((long)t35 + t42);
            t44 = _mm_loadu_si128((const __m128i *)(b + t43));
            t45 = _mm256_cvtepi16_epi32(t44);
            t46 = _mm256_cmpgt_epi32(t40, t45);
            t47 = (__m256i)~(vcc_m8)t46;
            t48 = _mm256_cmpgt_epi32(t45, t41);
            t49 = (__m256i)~(vcc_m8)t48;
            t50 = _mm256_and_si256(t47, t49);
            t51 = _mm256_and_si256(t47, t48);
            t52 = _mm256_or_si256(t51, t50);
            t53 = _mm256_blendv_epi8(t41, t45, t50);
            t54 = _mm256_blendv_epi8(t40, t53, t52);
            t55 = _mm256_cvtepi32_epi16(t54);
            _mm_storeu_si128((__m128i *)(a + t43), t55);
            t56 = t42 + 8L;
            if (t56 >= t37) {
                break;
            }
            t42 = t56;
        }
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t57 = (long)i;
        t58 = a + t57;
        t59 = (int)b[t57];
        t60 = (int)lo;
        if (t59 < t60) {
            t63 = t60;
        } else {
            t61 = (int)hi;
            if (t59 > t61) {
                t62 = t61;
            } else {
                t62 = t59;
            }
            t63 = t62;
        }
        *t58 = (short)t63;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, unsigned short hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m128i t3;
    __m256i t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    long t26;
    int t27;
    long t28;
    long t29;
    __m128i t30;
    __m256i t31;
    long t32;
    long t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    __m128i t37;
    long t38;
    int i;
    long t39;
    unsigned short *t40;
    int t41;
    int t42;
    int t43;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm_set1_epi16((short)hi);
        t4 = _mm256_cvtepu16_epi32(t3);
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = _mm_loadu_si128((const __m128i *)(b + t6));
            t11 = _mm_loadu_si128((const __m128i *)(b + t7));
            t12 = _mm_loadu_si128((const __m128i *)(b + t8));
            t13 = _mm_loadu_si128((const __m128i *)(b + t9));
            t14 = _mm256_cvtepu16_epi32(t10);
            t15 = _mm256_cvtepu16_epi32(t11);
            t16 = _mm256_cvtepu16_epi32(t12);
            t17 = _mm256_cvtepu16_epi32(t13);
            t18 = _mm256_min_epi32(t4, t14);
            t19 = _mm256_min_epi32(t4, t15);
            t20 = _mm256_min_epi32(t4, t16);
            t21 = _mm256_min_epi32(t4, t17);
            t22 = _mm256_cvtepi32_epi16(t18);
            t23 = _mm256_cvtepi32_epi16(t19);
            t24 = _mm256_cvtepi32_epi16(t20);
            t25 = _mm256_cvtepi32_epi16(t21);
            _mm_storeu_si128((__m128i *)(a + t6), t22);
            _mm_storeu_si128((__m128i *)(a + t7), t23);
            _mm_storeu_si128((__m128i *)(a + t8), t24);
            _mm_storeu_si128((__m128i *)(a + t9), t25);
            t26 = t5 + 32L;
            if (t26 >= t2) {
                break;
            }
            t5 = t26;
        }
        t27 = (int)((long)0 + t2);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = _mm_set1_epi16((short)hi);
        t31 = _mm256_cvtepu16_epi32(t30);
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t27 + t32);
            t34 = _mm_loadu_si128((const __m128i *)(b + t33));
            t35 = _mm256_cvtepu16_epi32(t34);
            t36 = _mm256_min_epi32(t31, t35);
            t37 = _mm256_cvtepi32_epi16(t36);
            _mm_storeu_si128((__m128i *)(a + t33), t37);
            t38 = t32 + 8L;
            if (t38 >= t29) {
                break;
            }
            t32 = t38;
        }
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        t40 = a + t39;
        t41 = (int)b[t39];
        t42 = (int)hi;
        if (t41 >= t42) {
            t43 = t42;
        } else {
            t43 = t41;
        }
        *t40 = (unsigned short)t43;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_u32(int n, unsigned *restrict a, const unsigned *restrict b, unsigned lo, unsigned hi) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
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
    int t23;
    long t24;
    long t25;
    __m256i t26;
    __m256i t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int i;
    long t34;
    unsigned int t35;
    unsigned int v;
    unsigned int *t36;
    unsigned int t37;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm256_set1_epi32((int)lo);
        t4 = _mm256_set1_epi32((int)hi);
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t12 = _mm256_loadu_si256((const __m256i *)(b + t8));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t9));
            t14 = _mm256_max_epu32(t10, t3);
            t15 = _mm256_max_epu32(t11, t3);
            t16 = _mm256_max_epu32(t12, t3);
            t17 = _mm256_max_epu32(t13, t3);
            t18 = _mm256_min_epu32(t4, t14);
            t19 = _mm256_min_epu32(t4, t15);
            t20 = _mm256_min_epu32(t4, t16);
            t21 = _mm256_min_epu32(t4, t17);
            _mm256_storeu_si256((__m256i *)(a + t6), t18);
            _mm256_storeu_si256((__m256i *)(a + t7), t19);
            _mm256_storeu_si256((__m256i *)(a + t8), t20);
            _mm256_storeu_si256((__m256i *)(a + t9), t21);
            t22 = t5 + 32L;
            if (t22 >= t2) {
                break;
            }
            t5 = t22;
        }
        t23 = (int)((long)0 + t2);
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t26 = _mm256_set1_epi32((int)lo);
        t27 = _mm256_set1_epi32((int)hi);
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t23 + t28);
            t30 = _mm256_loadu_si256((const __m256i *)(b + t29));
            t31 = _mm256_max_epu32(t30, t26);
            t32 = _mm256_min_epu32(t27, t31);
            _mm256_storeu_si256((__m256i *)(a + t29), t32);
            t33 = t28 + 8L;
            if (t33 >= t25) {
                break;
            }
            t28 = t33;
        }
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t34 = (long)i;
        t35 = b[t34];
        if (t35 > lo) {
            v = t35;
        } else {
            v = lo;
        }
        t36 = a + t34;
        if (hi < v) {
            t37 = hi;
        } else {
            t37 = v;
        }
        *t36 = t37;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_i64(int n, long *restrict c, const long *restrict a, const long *restrict b) {
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
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    long t30;
    long *t31;
    long t32;
    long t33;
    long t34;
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
            t12 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t14 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t15 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t16 = _mm256_min_epi64(t8, t12);
            t17 = _mm256_min_epi64(t9, t13);
            t18 = _mm256_min_epi64(t10, t14);
            t19 = _mm256_min_epi64(t11, t15);
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            _mm256_storeu_si256((__m256i *)(c + t5), t17);
            _mm256_storeu_si256((__m256i *)(c + t6), t18);
            _mm256_storeu_si256((__m256i *)(c + t7), t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            t27 = _mm256_loadu_si256((const __m256i *)(b + t25));
            t28 = _mm256_min_epi64(t26, t27);
            _mm256_storeu_si256((__m256i *)(c + t25), t28);
            t29 = t24 + 4L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        t31 = c + t30;
        t32 = a[t30];
        t33 = b[t30];
        if (t32 < t33) {
            t34 = t32;
        } else {
            t34 = t33;
        }
        *t31 = t34;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_max_f32(int n, float *restrict c, float *restrict d, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    const float *t6;
    const float *t7;
    __m256 t8;
    __m256 t9;
    const float *t10;
    const float *t11;
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
    long t22;
    int t23;
    long t24;
    long t25;
    long t26;
    long t27;
    const float *t28;
    __m256 t29;
    const float *t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    long t36;
    int i;
    long t37;
    float *t38;
    const float *t39;
    float t40;
    const float *t41;
    float t42;
    float t43;
    float *t44;
    float t45;
    float t46;
    float t47;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = a + t4;
            t7 = a + t5;
            t8 = _mm256_loadu_ps(t6);
            t9 = _mm256_loadu_ps(t7);
            t10 = b + t4;
            t11 = b + t5;
            t12 = _mm256_loadu_ps(t10);
            t13 = _mm256_loadu_ps(t11);
            t14 = _mm256_min_ps(t8, t12);
            t15 = _mm256_min_ps(t9, t13);
            _mm256_storeu_ps(c + t4, t14);
            _mm256_storeu_ps(c + t5, t15);
            t16 = _mm256_loadu_ps(t10);
            t17 = _mm256_loadu_ps(t11);
            t18 = _mm256_loadu_ps(t6);
            t19 = _mm256_loadu_ps(t7);
            t20 = _mm256_max_ps(t18, t16);
            t21 = _mm256_max_ps(t19, t17);
            _mm256_storeu_ps(d + t4, t20);
            _mm256_storeu_ps(d + t5, t21);
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
        }
        t23 = (int)((long)0 + t2);
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t26 = 0L;
        for (;;) {
            t27 = (long)(int)((long)t23 + t26);
            t28 = a + t27;
            t29 = _mm256_loadu_ps(t28);
            t30 = b + t27;
            t31 = _mm256_loadu_ps(t30);
            t32 = _mm256_min_ps(t29, t31);
            _mm256_storeu_ps(c + t27, t32);
            t33 = _mm256_loadu_ps(t30);
            t34 = _mm256_loadu_ps(t28);
            t35 = _mm256_max_ps(t34, t33);
            _mm256_storeu_ps(d + t27, t35);
            t36 = t26 + 8L;
            if (t36 >= t25) {
                break;
            }
            t26 = t36;
        }
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        t38 = c + t37;
        t39 = a + t37;
        t40 = *t39;
        t41 = b + t37;
        t42 = *t41;
        if (t40 < t42) {
            t43 = t40;
        } else {
            t43 = t42;
        }
        *t38 = t43;
        t44 = d + t37;
        t45 = *t41;
        t46 = *t39;
        if (t45 < t46) {
            t47 = t46;
        } else {
            t47 = t45;
        }
        *t44 = t47;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_f64(int n, double *restrict c, const double *restrict a, const double *restrict b) {
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
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    long t29;
    int i;
    long t30;
    double *t31;
    double t32;
    double t33;
    double t34;
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
            t16 = _mm256_max_pd(t8, t12);
            t17 = _mm256_max_pd(t9, t13);
            t18 = _mm256_max_pd(t10, t14);
            t19 = _mm256_max_pd(t11, t15);
            _mm256_storeu_pd(c + t4, t16);
            _mm256_storeu_pd(c + t5, t17);
            _mm256_storeu_pd(c + t6, t18);
            _mm256_storeu_pd(c + t7, t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = _mm256_loadu_pd(a + t25);
            t27 = _mm256_loadu_pd(b + t25);
            t28 = _mm256_max_pd(t26, t27);
            _mm256_storeu_pd(c + t25, t28);
            t29 = t24 + 4L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        t31 = c + t30;
        t32 = a[t30];
        t33 = b[t30];
        if (t32 > t33) {
            t34 = t32;
        } else {
            t34 = t33;
        }
        *t31 = t34;
    }
}

/* `<=` on floats picks the first operand on a tie (-0.0 against 0.0): not min, stays a select. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void min_le_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    __m256 t30;
    __m256 t31;
    __m256i t32;
    __m256 t33;
    long t34;
    int i;
    long t35;
    float *t36;
    float t37;
    float t38;
    float t39;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_ps(a + t4);
            t9 = _mm256_loadu_ps(a + t5);
            t10 = _mm256_loadu_ps(a + t6);
            t11 = _mm256_loadu_ps(a + t7);
            t12 = _mm256_loadu_ps(b + t4);
            t13 = _mm256_loadu_ps(b + t5);
            t14 = _mm256_loadu_ps(b + t6);
            t15 = _mm256_loadu_ps(b + t7);
            t16 = _mm256_castps_si256(_mm256_cmp_ps(t8, t12, _CMP_LE_OQ));
            t17 = _mm256_castps_si256(_mm256_cmp_ps(t9, t13, _CMP_LE_OQ));
            t18 = _mm256_castps_si256(_mm256_cmp_ps(t10, t14, _CMP_LE_OQ));
            t19 = _mm256_castps_si256(_mm256_cmp_ps(t11, t15, _CMP_LE_OQ));
            t20 = _mm256_blendv_ps(t12, t8, _mm256_castsi256_ps(t16));
            t21 = _mm256_blendv_ps(t13, t9, _mm256_castsi256_ps(t17));
            t22 = _mm256_blendv_ps(t14, t10, _mm256_castsi256_ps(t18));
            t23 = _mm256_blendv_ps(t15, t11, _mm256_castsi256_ps(t19));
            _mm256_storeu_ps(c + t4, t20);
            _mm256_storeu_ps(c + t5, t21);
            _mm256_storeu_ps(c + t6, t22);
            _mm256_storeu_ps(c + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = _mm256_loadu_ps(a + t29);
            t31 = _mm256_loadu_ps(b + t29);
            t32 = _mm256_castps_si256(_mm256_cmp_ps(t30, t31, _CMP_LE_OQ));
            t33 = _mm256_blendv_ps(t31, t30, _mm256_castsi256_ps(t32));
            _mm256_storeu_ps(c + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = c + t35;
        t37 = a[t35];
        t38 = b[t35];
        if (t37 <= t38) {
            t39 = t37;
        } else {
            t39 = t38;
        }
        *t36 = t39;
    }
}

static float special_float(void) {
    switch (next_rand() % 8) {
    case 0: return NAN;
    case 1: return 0.0f;
    case 2: return -0.0f;
    default: return (float)((int)(next_rand() % 200) - 100) / 4;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i32 = new_array(n, 4), *o32 = new_array(n, 4);
        signed char *i8 = new_array(n, 1), *o8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1), *p8 = new_array(n, 1);
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2), *p16 = new_array(n, 2);
        unsigned *u32 = new_array(n, 4), *p32 = new_array(n, 4);
        long *i64 = new_array(n, 8), *j64 = new_array(n, 8), *o64 = new_array(n, 8);
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4), *fd = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dc = new_array(n, 8);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i32[k] = k % 11 == 3 ? -2147483647 : (int)(r % 20001) - 10000;
            i8[k] = k % 7 == 2 ? -128 : (signed char)r;
            u8[k] = (unsigned char)(r >> 3);
            i16[k] = k % 5 == 1 ? -32768 : (short)(r >> 2);
            u16[k] = (unsigned short)(r >> 1);
            u32[k] = r * 2654435761u;
            i64[k] = k % 9 == 4 ? -9223372036854775807L : (long)r * (long)(r % 7 ? r : -r) - 4000000000000L;
            j64[k] = (long)next_rand() << 20;
            fa[k] = special_float();
            fb[k] = special_float();
            da[k] = special_float();
            db[k] = special_float();
        }
        abs_clamp_i32(n, o32, i32, 5000);
        unsigned long long h_abs32 = HASH(o32, n);
        abs_i8(n, o8, i8);
        abs_i16(n, o16, i16);
        unsigned long long h_abs8 = HASH(o8, n), h_abs16 = HASH(o16, n);
        abs_i64(n, o64, i64);
        unsigned long long h_abs64 = HASH(o64, n);
        clamp_u8(n, p8, u8, 20, 200);
        clamp_i16(n, o16, i16, -3000, 12000);
        clamp_u16(n, p16, u16, 40000);
        clamp_u32(n, p32, u32, 1u << 30, 3u << 30);
        min_i64(n, o64, i64, j64);
        min_max_f32(n, fc, fd, fa, fb);
        max_f64(n, dc, da, db);
        unsigned long long h_minmax = HASH(fc, n) ^ HASH(fd, n) * 3;
        min_le_f32(n, fc, fa, fb);
        printf("n=%d abs=%llx %llx %llx %llx clamp=%llx %llx %llx %llx min64=%llx f32=%llx f64=%llx le=%llx\n", n, h_abs32,
               h_abs8, h_abs16, h_abs64, HASH(p8, n), HASH(o16, n), HASH(p16, n), HASH(p32, n), HASH(o64, n), h_minmax,
               HASH(dc, n), HASH(fc, n));
        free(i32), free(o32), free(i8), free(o8), free(u8), free(p8), free(i16), free(o16), free(u16), free(p16);
        free(u32), free(p32), free(i64), free(j64), free(o64), free(fa), free(fb), free(fc), free(fd), free(da), free(db), free(dc);
    }
    return 0;
}
