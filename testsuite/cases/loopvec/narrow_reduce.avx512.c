/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned char sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    unsigned char s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_uchar t5;
    vcc_v8_uchar t6;
    vcc_v8_uchar t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    __m256i t10;
    __m256i t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    long t18;
    vcc_v8_uchar t19;
    int t20;
    unsigned char t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uchar t25;
    vcc_v8_uchar t26;
    vcc_v8_uchar t27;
    __m256i t28;
    vcc_v8_uchar t29;
    vcc_v8_uchar t30;
    vcc_v8_uchar t31;
    long t32;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t6 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4;
            t9 = t5;
            t10 = (__m256i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            t11 = (__m256i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
            t13 = t8 + t12;
            t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            t15 = t9 + t14;
            t16 = t13;
            t17 = t15;
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = t16 + t17;
        t20 = (int)((long)0 + t2);
        t21 = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t19, +));
    } else {
        t20 = 0;
        t21 = (unsigned char)7;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t26 = vcc_load(vcc_v8_uchar, a + (int)((long)t20 + t24));
            t27 = t25;
            t28 = (__m256i)__builtin_convertvector(__builtin_convertvector(t26, vcc_v8_ushort), vcc_v8_int);
            t29 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t28, vcc_v8_short), vcc_v8_uchar);
            t30 = t27 + t29;
            t31 = t30;
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        s = (unsigned char)(t21 + vcc_reduce(unsigned char, t31, +));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) signed char sum_i8(int n, const signed char *a) {
    vcc_no_contract_body
    signed char s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_uchar t5;
    vcc_v8_schar t6;
    vcc_v8_schar t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    __m256i t10;
    __m256i t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    long t18;
    vcc_v8_uchar t19;
    int t20;
    signed char t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uchar t25;
    vcc_v8_schar t26;
    vcc_v8_uchar t27;
    __m256i t28;
    vcc_v8_uchar t29;
    vcc_v8_uchar t30;
    vcc_v8_uchar t31;
    long t32;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t6 = vcc_load(vcc_v8_schar, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_schar, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4;
            t9 = t5;
            t10 = (__m256i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v8_short), vcc_v8_int);
            t11 = (__m256i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_int);
            t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
            t13 = t8 + t12;
            t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            t15 = t9 + t14;
            t16 = t13;
            t17 = t15;
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = t16 + t17;
        t20 = (int)((long)0 + t2);
        t21 = (signed char)(unsigned char)((unsigned char)(signed char)-3 + vcc_reduce(unsigned char, t19, +));
    } else {
        t20 = 0;
        t21 = (signed char)-3;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t26 = vcc_load(vcc_v8_schar, a + (int)((long)t20 + t24));
            t27 = t25;
            t28 = (__m256i)__builtin_convertvector(__builtin_convertvector(t26, vcc_v8_short), vcc_v8_int);
            t29 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t28, vcc_v8_short), vcc_v8_uchar);
            t30 = t27 + t29;
            t31 = t30;
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        s = (signed char)(unsigned char)((unsigned char)t21 + vcc_reduce(unsigned char, t31, +));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_i16(int n, const short *a) {
    vcc_no_contract_body
    short s;
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m256i t10;
    __m256i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    long t18;
    __m128i t19;
    int t20;
    short t21;
    long t22;
    long t23;
    long t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m256i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    long t32;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm_set1_epi16((short)0);
        t5 = _mm_set1_epi16((short)0);
        for (;;) {
            t6 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t7 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = t4;
            t9 = t5;
            t10 = _mm256_cvtepi16_epi32(t6);
            t11 = _mm256_cvtepi16_epi32(t7);
            t12 = _mm256_cvtepi32_epi16(t10);
            t13 = _mm_add_epi16(t8, t12);
            t14 = _mm256_cvtepi32_epi16(t11);
            t15 = _mm_add_epi16(t9, t14);
            t16 = t13;
            t17 = t15;
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = _mm_add_epi16(t16, t17);
        t20 = (int)((long)0 + t2);
        t21 = (short)(unsigned short)((unsigned short)(short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t19, +));
    } else {
        t20 = 0;
        t21 = (short)0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm_set1_epi16((short)0);
        for (;;) {
            t26 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t20 + t24)));
            t27 = t25;
            t28 = _mm256_cvtepi16_epi32(t26);
            t29 = _mm256_cvtepi32_epi16(t28);
            t30 = _mm_add_epi16(t27, t29);
            t31 = t30;
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        s = (short)(unsigned short)((unsigned short)t21 + vcc_reduce(unsigned short, (vcc_v8_ushort)t31, +));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short prod_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short p;
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    long t22;
    __m128i t23;
    int t24;
    unsigned short t25;
    long t26;
    long t27;
    long t28;
    __m128i t29;
    __m128i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    long t38;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm_set1_epi16((short)1);
        t5 = _mm_set1_epi16((short)1);
        for (;;) {
            t6 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t7 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_cvtepu16_epi32(t6);
            t9 = _mm256_cvtepu16_epi32(t7);
            t10 = _mm256_or_si256(t8, _mm256_set1_epi32((int)1));
            t11 = _mm256_or_si256(t9, _mm256_set1_epi32((int)1));
            t12 = t10;
            t13 = t11;
            t14 = t4;
            t15 = t5;
            t16 = _mm256_cvtepi32_epi16(t12);
            t17 = _mm_mullo_epi16(t14, t16);
            t18 = _mm256_cvtepi32_epi16(t13);
            t19 = _mm_mullo_epi16(t15, t18);
            t20 = t17;
            t21 = t19;
            t22 = t3 + 16L;
            if (t22 >= t2) {
                break;
            }
            t3 = t22;
            t4 = t20;
            t5 = t21;
        }
        t23 = _mm_mullo_epi16(t20, t21);
        t24 = (int)((long)0 + t2);
        t25 = (unsigned short)((unsigned short)1 * vcc_reduce(unsigned short, (vcc_v8_ushort)t23, *));
    } else {
        t24 = 0;
        t25 = (unsigned short)1;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm_set1_epi16((short)1);
        for (;;) {
            t30 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t24 + t28)));
            t31 = _mm256_cvtepu16_epi32(t30);
            t32 = _mm256_or_si256(t31, _mm256_set1_epi32((int)1));
            t33 = t32;
            t34 = t29;
            t35 = _mm256_cvtepi32_epi16(t33);
            t36 = _mm_mullo_epi16(t34, t35);
            t37 = t36;
            t38 = t28 + 8L;
            if (t38 >= t27) {
                break;
            }
            t28 = t38;
            t29 = t37;
        }
        i = (int)((long)t24 + t27);
        p = (unsigned short)(t25 * vcc_reduce(unsigned short, (vcc_v8_ushort)t37, *));
    } else {
        i = t24;
        p = t25;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned char xor_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    unsigned char x;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_uchar t5;
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
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    vcc_v8_uchar t20;
    vcc_v8_uchar t21;
    vcc_v8_uchar t22;
    vcc_v8_uchar t23;
    vcc_v8_uchar t24;
    vcc_v8_uchar t25;
    vcc_v8_uchar t26;
    vcc_v8_uchar t27;
    vcc_v8_uchar t28;
    vcc_v8_uchar t29;
    vcc_v8_uchar t30;
    vcc_v8_uchar t31;
    long t32;
    vcc_v8_uchar t33;
    vcc_v8_uchar t34;
    vcc_v8_uchar t35;
    int t36;
    unsigned char t37;
    long t38;
    long t39;
    long t40;
    vcc_v8_uchar t41;
    vcc_v8_uchar t42;
    vcc_v8_uchar t43;
    __m256i t44;
    vcc_v8_uchar t45;
    vcc_v8_uchar t46;
    vcc_v8_uchar t47;
    long t48;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        t6 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        t7 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t8 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 24L)));
            t12 = t4;
            t13 = t5;
            t14 = t6;
            t15 = t7;
            t16 = (__m256i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            t17 = (__m256i)__builtin_convertvector(__builtin_convertvector(t9, vcc_v8_ushort), vcc_v8_int);
            t18 = (__m256i)__builtin_convertvector(__builtin_convertvector(t10, vcc_v8_ushort), vcc_v8_int);
            t19 = (__m256i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_int);
            t20 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short), vcc_v8_uchar);
            t21 = t12 ^ t20;
            t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t17, vcc_v8_short), vcc_v8_uchar);
            t23 = t13 ^ t22;
            t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t18, vcc_v8_short), vcc_v8_uchar);
            t25 = t14 ^ t24;
            t26 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_uchar);
            t27 = t15 ^ t26;
            t28 = t21;
            t29 = t23;
            t30 = t25;
            t31 = t27;
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
        t33 = t28 ^ t29;
        t34 = t33 ^ t30;
        t35 = t34 ^ t31;
        t36 = (int)((long)0 + t2);
        t37 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t35, ^));
    } else {
        t36 = 0;
        t37 = (unsigned char)90;
    }
    t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t40 = 0L;
        t41 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t42 = vcc_load(vcc_v8_uchar, a + (int)((long)t36 + t40));
            t43 = t41;
            t44 = (__m256i)__builtin_convertvector(__builtin_convertvector(t42, vcc_v8_ushort), vcc_v8_int);
            t45 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t44, vcc_v8_short), vcc_v8_uchar);
            t46 = t43 ^ t45;
            t47 = t46;
            t48 = t40 + 8L;
            if (t48 >= t39) {
                break;
            }
            t40 = t48;
            t41 = t47;
        }
        i = (int)((long)t36 + t39);
        x = (unsigned char)(t37 ^ vcc_reduce(unsigned char, t47, ^));
    } else {
        i = t36;
        x = t37;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_i16_of_int(int n, const int *a) {
    vcc_no_contract_body
    short s;
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m256i t6;
    __m256i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    long t16;
    __m128i t17;
    int t18;
    short t19;
    long t20;
    long t21;
    long t22;
    __m128i t23;
    __m256i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    long t29;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm_set1_epi16((short)0);
        t5 = _mm_set1_epi16((short)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = t4;
            t9 = t5;
            t10 = _mm256_cvtepi32_epi16(t6);
            t11 = _mm_add_epi16(t8, t10);
            t12 = _mm256_cvtepi32_epi16(t7);
            t13 = _mm_add_epi16(t9, t12);
            t14 = t11;
            t15 = t13;
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t14;
            t5 = t15;
        }
        t17 = _mm_add_epi16(t14, t15);
        t18 = (int)((long)0 + t2);
        t19 = (short)(unsigned short)((unsigned short)(short)1 + vcc_reduce(unsigned short, (vcc_v8_ushort)t17, +));
    } else {
        t18 = 0;
        t19 = (short)1;
    }
    t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        t21 = t20 & -8L;
        t22 = 0L;
        t23 = _mm_set1_epi16((short)0);
        for (;;) {
            t24 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t18 + t22)));
            t25 = t23;
            t26 = _mm256_cvtepi32_epi16(t24);
            t27 = _mm_add_epi16(t25, t26);
            t28 = t27;
            t29 = t22 + 8L;
            if (t29 >= t21) {
                break;
            }
            t22 = t29;
            t23 = t28;
        }
        i = (int)((long)t18 + t21);
        s = (short)(unsigned short)((unsigned short)t19 + vcc_reduce(unsigned short, (vcc_v8_ushort)t28, +));
    } else {
        i = t18;
        s = t19;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned char or_u8_of_short(int n, const short *a) {
    vcc_no_contract_body
    unsigned char r;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_uchar t5;
    __m128i t6;
    __m128i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    vcc_v8_uchar t18;
    vcc_v8_uchar t19;
    long t20;
    vcc_v8_uchar t21;
    int t22;
    unsigned char t23;
    long t24;
    long t25;
    long t26;
    vcc_v8_uchar t27;
    __m128i t28;
    __m256i t29;
    __m256i t30;
    vcc_v8_uchar t31;
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    vcc_v8_uchar t34;
    long t35;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t6 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t7 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_cvtepi16_epi32(t6);
            t9 = _mm256_cvtepi16_epi32(t7);
            t10 = _mm256_srav_epi32(t8, _mm256_set1_epi32((int)3));
            t11 = _mm256_srav_epi32(t9, _mm256_set1_epi32((int)3));
            t12 = t4;
            t13 = t5;
            t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
            t15 = t12 | t14;
            t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
            t17 = t13 | t16;
            t18 = t15;
            t19 = t17;
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t18;
            t5 = t19;
        }
        t21 = t18 | t19;
        t22 = (int)((long)0 + t2);
        t23 = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t21, |));
    } else {
        t22 = 0;
        t23 = (unsigned char)0;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t26 = 0L;
        t27 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t28 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t22 + t26)));
            t29 = _mm256_cvtepi16_epi32(t28);
            t30 = _mm256_srav_epi32(t29, _mm256_set1_epi32((int)3));
            t31 = t27;
            t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t30, vcc_v8_short), vcc_v8_uchar);
            t33 = t31 | t32;
            t34 = t33;
            t35 = t26 + 8L;
            if (t35 >= t25) {
                break;
            }
            t26 = t35;
            t27 = t34;
        }
        i = (int)((long)t22 + t25);
        r = (unsigned char)(t23 | vcc_reduce(unsigned char, t34, |));
    } else {
        i = t22;
        r = t23;
    }
    for (; i < n; i++) {
        r = (unsigned char)((int)r | ((int)a[i] >> 3));
    }
    return r;
}

/* The running sum is stored: not a reduction. */
void prefix_u8(int n, unsigned char *restrict out, const unsigned char *restrict a) {
    unsigned char s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        out[i] = s;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *u8 = new_array(n, 1), *out = new_array(n, 1);
        signed char *i8 = new_array(n, 1);
        short *i16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        int *i32 = new_array(n, 4);
        FILL(u8, n, 0, 256);
        FILL(i8, n, -128, 256);
        FILL(i16, n, -32768, 65536);
        FILL(u16, n, 0, 65536);
        FILL(i32, n, -2000000000, 4000000000u);
        prefix_u8(n, out, u8);
        printf("n=%d %d %d %d %d %d %d %d %llx\n", n, sum_u8(n, u8), sum_i8(n, i8), sum_i16(n, i16), prod_u16(n, u16),
               xor_u8(n, u8), sum_i16_of_int(n, i32), or_u8_of_short(n, i16), HASH(out, n));
        free(u8), free(out), free(i8), free(i16), free(u16), free(i32);
    }
    return 0;
}
