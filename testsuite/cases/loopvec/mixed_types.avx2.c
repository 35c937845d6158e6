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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
__attribute__((target("avx2"))) void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m128i t5;
    __m128i t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    vcc_v16_int t9;
    vcc_v16_int t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm_loadu_si128((const __m128i *)(a + t4));
            t6 = _mm_loadu_si128((const __m128i *)(b + t4));
            t7 = ({ __m128i vcc_h0 = t5; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t8 = ({ __m128i vcc_h0 = t6; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            t9 = t7 * t8;
            t10 = t9 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t10; char *vcc_p = (char *)(out + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t11 = t3 + 16L;
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
        out[i] = (int)a[i] * (int)b[i] - 5000;
    }
}

__attribute__((target("avx2"))) int sum_u8(int n, const unsigned char *a) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    vcc_v8_uchar t6;
    vcc_v8_uchar t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 8L)));
            t8 = (__m256i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            t9 = (__m256i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            t10 = t8;
            t11 = _mm256_add_epi32(t4, t10);
            t12 = t9;
            t13 = _mm256_add_epi32(t5, t12);
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
            t4 = t11;
            t5 = t13;
        }
        t15 = _mm256_add_epi32(t11, t13);
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t15));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int dot_i16(int n, const short *a, const short *b) {
    int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        for (;;) {
            t5 = (int)((long)0 + t3);
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
        s += (int)a[i] * (int)b[i];
    }
    return s;
}

__attribute__((target("avx2"))) long sum_i32_in_long(int n, const int *a) {
    long s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m128i t6;
    __m128i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t6 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + t3)));
            t7 = _mm_loadu_si128((const __m128i *)(a + (int)((long)0 + (t3 + 4L))));
            t8 = _mm256_cvtepi32_epi64(t6);
            t9 = _mm256_cvtepi32_epi64(t7);
            t10 = t8;
            t11 = _mm256_add_epi64(t4, t10);
            t12 = t9;
            t13 = _mm256_add_epi64(t5, t12);
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
            t4 = t11;
            t5 = t13;
        }
        t15 = _mm256_add_epi64(t11, t13);
        i = (int)((long)0 + t2);
        s = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t15, +));
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

__attribute__((target("avx2"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v16_int t5;
    vcc_v16_int t6;
    __m128i t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v16_int, a + t4);
            t6 = t5 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t7 = (__m128i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v16_short), vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(out + t4), t7);
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = (signed char)(a[i] >> 4);
    }
}

__attribute__((target("avx2"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_cvtepi32_ps(t5);
            t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t4, t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = (float)a[i] * 0.5f;
    }
}

__attribute__((target("avx2"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m128 t6;
    __m128 t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm_loadu_ps(a + t4);
            t7 = _mm_loadu_ps(a + t5);
            t8 = _mm256_cvtps_pd(t6);
            t9 = _mm256_cvtps_pd(t7);
            t10 = _mm256_add_pd(t8, _mm256_set1_pd(0.25));
            t11 = _mm256_add_pd(t9, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t4, t10);
            _mm256_storeu_pd(out + t5, t11);
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = (double)a[i] + 0.25;
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
