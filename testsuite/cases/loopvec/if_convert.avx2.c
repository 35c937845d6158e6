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
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    int i;
    int s;
    int s_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_and_si256(t6, _mm256_set1_epi32((int)1));
            t8 = _mm256_xor_si256(_mm256_cmpeq_epi32(t7, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = t9;
            t11 = _mm256_add_epi32(t4, t10);
            t12 = _mm256_blendv_epi8(t4, t11, t8);
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t12));
    } else {
        i = 0;
        s = 0;
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
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(s + t4));
            t6 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(_mm256_set1_epi32((int)32)), vcc_avx2_flip_epi32(t5));
            t7 = _mm256_maskload_epi32((const int *)(a + t4), t6);
            t8 = _mm256_loadu_si256((const __m256i *)(s + t4));
            t9 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t8, t6);
            t10 = _mm256_sllv_epi32(t7, t9);
            _mm256_maskstore_epi32((int *)(c + t4), t6, t10);
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    long t25;
    int i;
    int *t26;
    int t27;
    int *t28;
    int t29;
    int t30;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t5);
            t7 = (__m256i)~(vcc_m8)t6;
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t10 = t9;
            t11 = _mm256_sub_epi32(_mm256_setzero_si256(), t10);
            t12 = t11;
            t13 = _mm256_blendv_epi8(t12, t8, t7);
            _mm256_storeu_si256((__m256i *)(c + t4), t13);
            t14 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t15 = _mm256_cmpgt_epi32(t14, _mm256_set1_epi32((int)0));
            t16 = (__m256i)~(vcc_m8)t15;
            t17 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t17);
            t19 = (__m256i)~(vcc_m8)t18;
            t20 = _mm256_and_si256(t16, t19);
            t21 = _mm256_and_si256(t16, t18);
            t22 = _mm256_or_si256(t21, t20);
            t23 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), _mm256_set1_epi32((int)0), t20);
            t24 = _mm256_blendv_epi8(_mm256_set1_epi32((int)1), t23, t22);
            _mm256_storeu_si256((__m256i *)(d + t4), t24);
            t25 = t3 + 8L;
            if (t25 >= t2) {
                break;
            }
            t3 = t25;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t26 = c + i;
        if (a[i] < 0) {
            t27 = -a[i];
        } else {
            t27 = a[i];
        }
        *t26 = t27;
        t28 = d + i;
        if (a[i] > 0) {
            t30 = 1;
        } else {
            if (a[i] < 0) {
                t29 = -1;
            } else {
                t29 = 0;
            }
            t30 = t29;
        }
        *t28 = t30;
    }
}

__attribute__((target("avx2"))) void odd_even_i64(int n, long *restrict c, const long *restrict a) {
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
    __m128i t30;
    __m256i t31;
    __m128i t32;
    __m256i t33;
    long t34;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t8 = _mm256_and_si256(t6, _mm256_set1_epi64x((long long)1LL));
            t9 = _mm256_and_si256(t7, _mm256_set1_epi64x((long long)1LL));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t12 = t10;
            t13 = _mm256_set1_epi64x((long long)7LL);
            t14 = _mm256_sub_epi64(t12, t13);
            t15 = t14;
            t16 = t11;
            t17 = _mm256_set1_epi64x((long long)7LL);
            t18 = _mm256_sub_epi64(t16, t17);
            t19 = t18;
            t20 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t21 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t22 = t20;
            t23 = _mm256_set1_epi64x((long long)3LL);
            t24 = (__m256i)((vcc_v4_ulong)t22 * (vcc_v4_ulong)t23);
            t25 = t24;
            t26 = t21;
            t27 = _mm256_set1_epi64x((long long)3LL);
            t28 = (__m256i)((vcc_v4_ulong)t26 * (vcc_v4_ulong)t27);
            t29 = t28;
            t30 = (__m128i)__builtin_convertvector((vcc_v4_long)t8 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            t31 = _mm256_blendv_epi8(t15, t25, _mm256_cvtepi32_epi64(t30));
            _mm256_storeu_si256((__m256i *)(c + t4), t31);
            t32 = (__m128i)__builtin_convertvector((vcc_v4_long)t9 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            t33 = _mm256_blendv_epi8(t19, t29, _mm256_cvtepi32_epi64(t32));
            _mm256_storeu_si256((__m256i *)(c + t5), t33);
            t34 = t3 + 8L;
            if (t34 >= t2) {
                break;
            }
            t3 = t34;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    int t6;
    int t7;
    __m256i t8;
    __m256i t9;
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
    long t20;
    __m256i t21;
    int i;
    long s;
    long s_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t6 = (int)((long)0 + t3);
            t7 = (int)((long)0 + (t3 + 4L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t10 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t8));
            t11 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)0LL), t9));
            t12 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t13 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t14 = t12;
            t15 = _mm256_add_epi64(t4, t14);
            t16 = t13;
            t17 = _mm256_add_epi64(t5, t16);
            t18 = _mm256_blendv_epi8(t4, t15, _mm256_cvtepi32_epi64(t10));
            t19 = _mm256_blendv_epi8(t5, t17, _mm256_cvtepi32_epi64(t11));
            t20 = t3 + 8L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t18;
            t5 = t19;
        }
        t21 = _mm256_add_epi64(t18, t19);
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t21, +));
    } else {
        i = 0;
        s = 0L;
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
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    long t19;
    int i;
    float x;
    float x_1;
    float x_2;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_ps(lo);
        t4 = _mm256_set1_ps(hi);
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_loadu_ps(a + t6);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t7, t3, _CMP_LT_OQ));
            t9 = (__m256i)~(vcc_m8)t8;
            t10 = _mm256_castps_si256(_mm256_cmp_ps(t7, t4, _CMP_GT_OQ));
            t11 = _mm256_and_si256(t9, t10);
            t12 = (__m256i)~(vcc_m8)t10;
            t13 = _mm256_and_si256(t9, t12);
            t14 = _mm256_or_si256(t11, t13);
            t15 = (__m256i)~(vcc_m8)t10;
            t16 = _mm256_and_si256(t9, t15);
            t17 = _mm256_blendv_ps(t4, t7, _mm256_castsi256_ps(t16));
            t18 = _mm256_blendv_ps(t3, t17, _mm256_castsi256_ps(t14));
            _mm256_storeu_ps(c + t6, t18);
            t19 = t5 + 8L;
            if (t19 >= t2) {
                break;
            }
            t5 = t19;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    __m256 t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    float t11;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            t7 = _mm256_loadu_ps(a + t4);
            t8 = _mm256_sqrt_ps(t7);
            t9 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), t8, _mm256_castsi256_ps(t6));
            _mm256_storeu_ps(c + t4, t9);
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (a[i] >= 0.0f) {
            t11 = a[i];
            c[i] = sqrtf(t11);
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
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    long t24;
    int i;
    double *t25;
    double t26;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(a + t4);
            t7 = _mm256_loadu_pd(a + t5);
            t8 = _mm256_loadu_pd(b + t4);
            t9 = _mm256_loadu_pd(b + t5);
            t10 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t6, t8, _CMP_GT_OQ));
            t11 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t7, t9, _CMP_GT_OQ));
            t12 = (__m128i)~(vcc_m4)t10;
            t13 = (__m128i)~(vcc_m4)t11;
            t14 = _mm256_loadu_pd(b + t4);
            t15 = _mm256_loadu_pd(b + t5);
            t16 = _mm256_add_pd(t14, _mm256_set1_pd(1.0));
            t17 = _mm256_add_pd(t15, _mm256_set1_pd(1.0));
            t18 = _mm256_loadu_pd(a + t4);
            t19 = _mm256_loadu_pd(a + t5);
            t20 = _mm256_mul_pd(t18, _mm256_set1_pd(2.0));
            t21 = _mm256_mul_pd(t19, _mm256_set1_pd(2.0));
            t22 = _mm256_blendv_pd(t20, t16, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t12)));
            t23 = _mm256_blendv_pd(t21, t17, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t13)));
            _mm256_storeu_pd(c + t4, t22);
            _mm256_storeu_pd(c + t5, t23);
            t24 = t3 + 8L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t25 = c + i;
        if (a[i] > b[i]) {
            t26 = a[i] * 2.0;
        } else {
            t26 = b[i] + 1.0;
        }
        *t25 = t26;
    }
}

__attribute__((target("avx2"))) void guarded_f64(int n, int k, double *restrict c, const double *restrict h) {
    long t1;
    long t2;
    __m128i t3;
    long t4;
    int t5;
    __m128i t6;
    __m128i t7;
    int t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm_set1_epi32((int)k);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm_set1_epi32((int)t5);
            t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
            t8 = (int)((long)0 + (t4 + 4L));
            t9 = _mm_set1_epi32((int)t8);
            t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t11 = _mm_cmpgt_epi32(t3, t7);
            t12 = _mm_cmpgt_epi32(t3, t10);
            t13 = _mm256_maskload_pd(h + t5, _mm256_cvtepi32_epi64(t11));
            t14 = _mm256_maskload_pd(h + t8, _mm256_cvtepi32_epi64(t12));
            t15 = _mm256_mul_pd(t13, _mm256_set1_pd(0.5));
            t16 = _mm256_mul_pd(t14, _mm256_set1_pd(0.5));
            _mm256_maskstore_pd(c + t5, _mm256_cvtepi32_epi64(t11), t15);
            _mm256_maskstore_pd(c + t8, _mm256_cvtepi32_epi64(t12), t16);
            t17 = t4 + 8L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    int m;
    int m_1;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = _mm256_set1_epi32((int)(-2147483647 - 1));
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_cmpgt_epi32(t6, t1);
            t8 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t9 = _mm256_blendv_epi8(t1, t8, t7);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m = vcc_reduce_max(int, (vcc_v8_int)t9);
    } else {
        i = 0;
        m = (-2147483647 - 1);
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
    __m256 t6;
    __m256 t7;
    long t8;
    int i;
    int t9;
    unsigned long t10;
    long t11;
    int t12;
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
        if (t2 >= 8L) {
            t3 = t2 & -8L;
            t4 = 0L;
            for (;;) {
                t5 = (int)((long)0 + t4);
                t6 = _mm256_loadu_ps(af + t5);
                t7 = _mm256_div_ps(t6, _mm256_set1_ps(7.0f));
                _mm256_storeu_ps(af + t5, t7);
                t8 = t4 + 8L;
                if (t8 >= t3) {
                    break;
                }
                t4 = t8;
            }
            i = (int)((long)0 + t3);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            af[i] = af[i] / 7.0f;
        }
        store_pos_i8(n, b8, a8);
        printf("n=%d i8=%llx", n, (unsigned long long)hash_bytes((const void *)b8, (unsigned long)n * 1UL));
        nested_i16(n, c16, a16);
        t9 = sum_odd_i32(n, a32);
        printf(" i16=%llx sum_odd=%d", (unsigned long long)hash_bytes((const void *)c16, (unsigned long)n * 2UL), t9);
        div_i32(n, c32, a32, b32);
        printf(" div=%llx", (unsigned long long)hash_bytes((const void *)c32, (unsigned long)n * 4UL));
        shift_u32(n, cu, au, su);
        printf(" shift=%llx", (unsigned long long)hash_bytes((const void *)cu, (unsigned long)n * 4UL));
        abs_sign_i32(n, c32, d32, a32);
        t10 = hash_bytes((const void *)d32, (unsigned long)n * 4UL);
        printf(" abs=%llx sign=%llx", (unsigned long long)hash_bytes((const void *)c32, (unsigned long)n * 4UL), (unsigned long long)t10);
        odd_even_i64(n, c64, a64);
        t11 = sum_neg_i64(n, a64);
        printf(" i64=%llx sum_neg=%ld", (unsigned long long)hash_bytes((const void *)c64, (unsigned long)n * 8UL), t11);
        clamp_f32(n, cf, af, -10.5f, 20.25f);
        printf(" clamp=%llx", (unsigned long long)hash_bytes((const void *)cf, (unsigned long)n * 4UL));
        sqrt_pos_f32(n, cf, af);
        printf(" sqrt=%llx", (unsigned long long)hash_bytes((const void *)cf, (unsigned long)n * 4UL));
        pick_f64(n, cd, ad, bd);
        printf(" pick=%llx", (unsigned long long)hash_bytes((const void *)cd, (unsigned long)n * 8UL));
        guarded_f64(n, n / 2, cd, hd);
        t12 = max_if_i32(n, a32);
        printf(" guarded=%llx max=%d\n", (unsigned long long)hash_bytes((const void *)cd, (unsigned long)n * 8UL), t12);
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
