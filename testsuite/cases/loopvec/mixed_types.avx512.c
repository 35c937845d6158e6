/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    vcc_v16_int t10;
    vcc_v16_int t11;
    vcc_v16_int t12;
    vcc_v16_int t13;
    vcc_v16_int t14;
    vcc_v16_int t15;
    vcc_v16_int t16;
    vcc_v16_int t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    __m128i t24;
    __m128i t25;
    vcc_v16_int t26;
    vcc_v16_int t27;
    vcc_v16_int t28;
    vcc_v16_int t29;
    long t30;
    int i;
    long t31;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = _mm_loadu_si128((const __m128i *)(a + t4));
            t7 = _mm_loadu_si128((const __m128i *)(a + t5));
            t8 = _mm_loadu_si128((const __m128i *)(b + t4));
            t9 = _mm_loadu_si128((const __m128i *)(b + t5));
            t10 = ({ __m128i vcc_h0 = t6; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t11 = ({ __m128i vcc_h0 = t7; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t12 = ({ __m128i vcc_h0 = t8; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t13 = ({ __m128i vcc_h0 = t9; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t14 = t10 * t12;
            t15 = t11 * t13;
            t16 = t14 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            t17 = t15 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t16; char *vcc_p = (char *)(out + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            do { vcc_v16_int vcc_w = t17; char *vcc_p = (char *)(out + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t18 = t3 + 32L;
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
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = _mm_loadu_si128((const __m128i *)(a + t23));
            t25 = _mm_loadu_si128((const __m128i *)(b + t23));
            t26 = ({ __m128i vcc_h0 = t24; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t27 = ({ __m128i vcc_h0 = t25; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t28 = t26 * t27;
            t29 = t28 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t29; char *vcc_p = (char *)(out + t23); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t30 = t22 + 16L;
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
        t31 = (long)i;
        out[t31] = (int)a[t31] * (int)b[t31] - 5000;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
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
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    int t29;
    long t30;
    long t31;
    long t32;
    __m256i t33;
    vcc_v8_uchar t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        for (;;) {
            t8 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 24L)));
            t12 = (__m256i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            t13 = (__m256i)__builtin_convertvector(__builtin_convertvector(t9, vcc_v8_ushort), vcc_v8_int);
            t14 = (__m256i)__builtin_convertvector(__builtin_convertvector(t10, vcc_v8_ushort), vcc_v8_int);
            t15 = (__m256i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v8_ushort), vcc_v8_int);
            t16 = t12;
            t17 = _mm256_add_epi32(t4, t16);
            t18 = t13;
            t19 = _mm256_add_epi32(t5, t18);
            t20 = t14;
            t21 = _mm256_add_epi32(t6, t20);
            t22 = t15;
            t23 = _mm256_add_epi32(t7, t22);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
            t4 = t17;
            t5 = t19;
            t6 = t21;
            t7 = t23;
        }
        t25 = _mm256_add_epi32(t17, t19);
        t26 = _mm256_add_epi32(t25, t21);
        t27 = _mm256_add_epi32(t26, t23);
        t28 = (int)((long)0 + t2);
        t29 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t27));
    } else {
        t28 = 0;
        t29 = 0;
    }
    t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        t33 = _mm256_set1_epi32((int)0);
        for (;;) {
            t34 = vcc_load(vcc_v8_uchar, a + (int)((long)t28 + t32));
            t35 = (__m256i)__builtin_convertvector(__builtin_convertvector(t34, vcc_v8_ushort), vcc_v8_int);
            t36 = t35;
            t37 = _mm256_add_epi32(t33, t36);
            t38 = t32 + 8L;
            if (t38 >= t31) {
                break;
            }
            t32 = t38;
            t33 = t37;
        }
        i = (int)((long)t28 + t31);
        s = (int)((unsigned int)t29 + vcc_avx2_sum_epi32(t37));
    } else {
        i = t28;
        s = t29;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_i16(int n, const short *a, const short *b) {
    vcc_no_contract_body
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    long t11;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (long)(int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t8 = _mm256_madd_epi16(t6, t7);
            t9 = _mm256_add_epi32(t4, t8);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t9));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        s += (int)a[t11] * (int)b[t11];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_i32_in_long(int n, const int *a) {
    vcc_no_contract_body
    long s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
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
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    long t29;
    long t30;
    long t31;
    long t32;
    __m256i t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t9 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 4L))));
            t10 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 8L))));
            t11 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 12L))));
            t12 = _mm256_cvtepi32_epi64(t8);
            t13 = _mm256_cvtepi32_epi64(t9);
            t14 = _mm256_cvtepi32_epi64(t10);
            t15 = _mm256_cvtepi32_epi64(t11);
            t16 = t12;
            t17 = _mm256_add_epi64(t4, t16);
            t18 = t13;
            t19 = _mm256_add_epi64(t5, t18);
            t20 = t14;
            t21 = _mm256_add_epi64(t6, t20);
            t22 = t15;
            t23 = _mm256_add_epi64(t7, t22);
            t24 = t3 + 16L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
            t4 = t17;
            t5 = t19;
            t6 = t21;
            t7 = t23;
        }
        t25 = _mm256_add_epi64(t17, t19);
        t26 = _mm256_add_epi64(t25, t21);
        t27 = _mm256_add_epi64(t26, t23);
        t28 = (int)((long)0 + t2);
        t29 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t27, +));
    } else {
        t28 = 0;
        t29 = 0L;
    }
    t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        t33 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t34 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t28 + t32)));
            t35 = _mm256_cvtepi32_epi64(t34);
            t36 = t35;
            t37 = _mm256_add_epi64(t33, t36);
            t38 = t32 + 4L;
            if (t38 >= t31) {
                break;
            }
            t32 = t38;
            t33 = t37;
        }
        i = (int)((long)t28 + t31);
        s = (long)((unsigned long)t29 + vcc_reduce(unsigned long, (vcc_v4_ulong)t37, +));
    } else {
        i = t28;
        s = t29;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    vcc_v16_int t9;
    __m128i t10;
    __m128i t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    vcc_v16_int t18;
    vcc_v16_int t19;
    __m128i t20;
    long t21;
    int i;
    long t22;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = vcc_load(vcc_v16_int, a + t4);
            t7 = vcc_load(vcc_v16_int, a + t5);
            t8 = t6 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t9 = t7 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t10 = (__m128i)__builtin_convertvector(__builtin_convertvector(t8, vcc_v16_short), vcc_v16_schar);
            t11 = (__m128i)__builtin_convertvector(__builtin_convertvector(t9, vcc_v16_short), vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(out + t4), t10);
            _mm_storeu_si128((__m128i *)(out + t5), t11);
            t12 = t3 + 32L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        t15 = t14 & -16L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = vcc_load(vcc_v16_int, a + t17);
            t19 = t18 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t20 = (__m128i)__builtin_convertvector(__builtin_convertvector(t19, vcc_v16_short), vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(out + t17), t20);
            t21 = t16 + 16L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        out[t22] = (signed char)(a[t22] >> 4);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
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
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    long t29;
    int i;
    long t30;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = _mm256_cvtepi32_ps(t8);
            t13 = _mm256_cvtepi32_ps(t9);
            t14 = _mm256_cvtepi32_ps(t10);
            t15 = _mm256_cvtepi32_ps(t11);
            t16 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            t17 = _mm256_mul_ps(t13, _mm256_set1_ps(0.5f));
            t18 = _mm256_mul_ps(t14, _mm256_set1_ps(0.5f));
            t19 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t4, t16);
            _mm256_storeu_ps(out + t5, t17);
            _mm256_storeu_ps(out + t6, t18);
            _mm256_storeu_ps(out + t7, t19);
            t20 = t3 + 32L;
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
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            t27 = _mm256_cvtepi32_ps(t26);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t25, t28);
            t29 = t24 + 8L;
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
        out[t30] = (float)a[t30] * 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m128 t8;
    __m128 t9;
    __m128 t10;
    __m128 t11;
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
    __m128 t26;
    __m256d t27;
    __m256d t28;
    long t29;
    int i;
    long t30;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm_loadu_ps(a + t4);
            t9 = _mm_loadu_ps(a + t5);
            t10 = _mm_loadu_ps(a + t6);
            t11 = _mm_loadu_ps(a + t7);
            t12 = _mm256_cvtps_pd(t8);
            t13 = _mm256_cvtps_pd(t9);
            t14 = _mm256_cvtps_pd(t10);
            t15 = _mm256_cvtps_pd(t11);
            t16 = _mm256_add_pd(t12, _mm256_set1_pd(0.25));
            t17 = _mm256_add_pd(t13, _mm256_set1_pd(0.25));
            t18 = _mm256_add_pd(t14, _mm256_set1_pd(0.25));
            t19 = _mm256_add_pd(t15, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t4, t16);
            _mm256_storeu_pd(out + t5, t17);
            _mm256_storeu_pd(out + t6, t18);
            _mm256_storeu_pd(out + t7, t19);
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
            t26 = _mm_loadu_ps(a + t25);
            t27 = _mm256_cvtps_pd(t26);
            t28 = _mm256_add_pd(t27, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t25, t28);
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
        out[t30] = (double)a[t30] + 0.25;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2);
        int *ia = new_array(n, 4), *iout = new_array(n, 4);
        signed char *cout = new_array(n, 1);
        float *fout = new_array(n, 4);
        double *dout = new_array(n, 8);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -32768, 65536);
        FILL(sb, n, -20, 41);
        FILL(ia, n, -2000000000, 2000000000);
        widen_mul_u8(n, iout, ua, ub);
        narrow_to_i8(n, cout, ia);
        int_to_float(n, fout, ia);
        float_to_double(n, dout, fout);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, HASH(iout, n), sum_u8(n, ua),
               dot_i16(n, sa, sb), sum_i32_in_long(n, ia), HASH(cout, n), HASH(fout, n), HASH(dout, n));
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
