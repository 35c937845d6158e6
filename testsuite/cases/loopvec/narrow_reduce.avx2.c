/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
__attribute__((target("avx2"))) unsigned char sum_u8(int n, const unsigned char *a) {
    unsigned char s;
    int t12;
    unsigned char t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + (int)i_vec);
            vcc_v8_uchar t3 = s_v;
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t6 = t3 + t5;
            s_v = t6;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (int)(i_vec + 8L));
            vcc_v8_uchar t7 = s_v_1;
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = t7 + t9;
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = s_v + s_v_1;
        t12 = (int)t2;
        t13 = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t11, +));
    } else {
        t12 = 0;
        t13 = (unsigned char)7;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + (int)((long)t12 + i_vec_1));
            vcc_v8_uchar t16 = s_v_2;
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t17, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = t16 + t18;
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (unsigned char)(t13 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

__attribute__((target("avx2"))) signed char sum_i8(int n, const signed char *a) {
    signed char s;
    int t12;
    signed char t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + (int)i_vec);
            vcc_v8_uchar t3 = s_v;
            __m256i t4 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t6 = t3 + t5;
            s_v = t6;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + (int)(i_vec + 8L));
            vcc_v8_uchar t7 = s_v_1;
            __m256i t8 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = t7 + t9;
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = s_v + s_v_1;
        t12 = (int)t2;
        t13 = (signed char)(unsigned char)((unsigned char)253 + vcc_reduce(unsigned char, t11, +));
    } else {
        t12 = 0;
        t13 = (signed char)-3;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + (int)((long)t12 + i_vec_1));
            vcc_v8_uchar t16 = s_v_2;
            __m256i t17 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t17, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = t16 + t18;
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (signed char)(unsigned char)((unsigned char)t13 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

__attribute__((target("avx2"))) short sum_i16(int n, const short *a) {
    short s;
    int t12;
    short t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m128i s_v = _mm_set1_epi16((short)0);
        __m128i s_v_1 = _mm_set1_epi16((short)0);
        /* vcc: loop at narrow_reduce.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (int)i_vec));
            __m128i t3 = s_v;
            __m256i t4 = _mm256_cvtepi16_epi32(a_v);
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_v8_int)t4, vcc_v8_ushort);
            __m128i t6 = _mm_add_epi16(t3, t5);
            s_v = t6;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (int)(i_vec + 8L)));
            __m128i t7 = s_v_1;
            __m256i t8 = _mm256_cvtepi16_epi32(a_v_1);
            __m128i t9 = (__m128i)__builtin_convertvector((vcc_v8_int)t8, vcc_v8_ushort);
            __m128i t10 = _mm_add_epi16(t7, t9);
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi16(s_v, s_v_1);
        t12 = (int)t2;
        t13 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t11, +));
    } else {
        t12 = 0;
        t13 = (short)0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        __m128i s_v_2 = _mm_set1_epi16((short)0);
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t12 + i_vec_1)));
            __m128i t16 = s_v_2;
            __m256i t17 = _mm256_cvtepi16_epi32(a_v_2);
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_v8_int)t17, vcc_v8_ushort);
            __m128i t19 = _mm_add_epi16(t16, t18);
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (short)(unsigned short)((unsigned short)t13 + vcc_reduce(unsigned short, (vcc_v8_ushort)s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
__attribute__((target("avx2"))) unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p;
    int t16;
    unsigned short t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m128i p_v = _mm_set1_epi16((short)1);
        __m128i p_v_1 = _mm_set1_epi16((short)1);
        /* vcc: loop at narrow_reduce.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (int)i_vec));
            __m256i t3 = _mm256_cvtepu16_epi32(a_v);
            __m256i t4 = _mm256_or_si256(t3, _mm256_set1_epi32(1));
            __m256i t5 = t4;
            __m128i t6 = p_v;
            __m128i t7 = (__m128i)__builtin_convertvector((vcc_v8_uint)t5, vcc_v8_ushort);
            __m128i t8 = _mm_mullo_epi16(t6, t7);
            p_v = t8;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (int)(i_vec + 8L)));
            __m256i t9 = _mm256_cvtepu16_epi32(a_v_1);
            __m256i t10 = _mm256_or_si256(t9, _mm256_set1_epi32(1));
            __m256i t11 = t10;
            __m128i t12 = p_v_1;
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_v8_uint)t11, vcc_v8_ushort);
            __m128i t14 = _mm_mullo_epi16(t12, t13);
            p_v_1 = t14;
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t15 = _mm_mullo_epi16(p_v, p_v_1);
        t16 = (int)t2;
        t17 = (unsigned short)((unsigned short)1 * vcc_reduce(unsigned short, (vcc_v8_ushort)t15, *));
    } else {
        t16 = 0;
        t17 = (unsigned short)1;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        __m128i p_v_2 = _mm_set1_epi16((short)1);
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t16 + i_vec_1)));
            __m256i t20 = _mm256_cvtepu16_epi32(a_v_2);
            __m256i t21 = _mm256_or_si256(t20, _mm256_set1_epi32(1));
            __m256i t22 = t21;
            __m128i t23 = p_v_2;
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_v8_uint)t22, vcc_v8_ushort);
            __m128i t25 = _mm_mullo_epi16(t23, t24);
            p_v_2 = t25;
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t16 + t19);
        p = (unsigned short)(t17 * vcc_reduce(unsigned short, (vcc_v8_ushort)p_v_2, *));
    } else {
        i = t16;
        p = t17;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

__attribute__((target("avx2"))) unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x;
    int t22;
    unsigned char t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uchar x_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + (int)i_vec);
            vcc_v8_uchar t3 = x_v;
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t6 = t3 ^ t5;
            x_v = t6;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (int)(i_vec + 8L));
            vcc_v8_uchar t7 = x_v_1;
            __m256i t8 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = t7 ^ t9;
            x_v_1 = t10;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + (int)(i_vec + 16L));
            vcc_v8_uchar t11 = x_v_2;
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t14 = t11 ^ t13;
            x_v_2 = t14;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + (int)(i_vec + 24L));
            vcc_v8_uchar t15 = x_v_3;
            __m256i t16 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v8_uchar t17 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t18 = t15 ^ t17;
            x_v_3 = t18;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uchar t19 = x_v ^ x_v_1;
        vcc_v8_uchar t20 = t19 ^ x_v_2;
        vcc_v8_uchar t21 = t20 ^ x_v_3;
        t22 = (int)t2;
        t23 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t21, ^));
    } else {
        t22 = 0;
        t23 = (unsigned char)90;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar x_v_4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + (int)((long)t22 + i_vec_1));
            vcc_v8_uchar t26 = x_v_4;
            __m256i t27 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v8_uchar t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t29 = t26 ^ t28;
            x_v_4 = t29;
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        x = (unsigned char)(t23 ^ vcc_reduce(unsigned char, x_v_4, ^));
    } else {
        i = t22;
        x = t23;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
__attribute__((target("avx2"))) short sum_i16_of_int(int n, const int *a) {
    short s;
    int t10;
    short t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m128i s_v = _mm_set1_epi16((short)0);
        __m128i s_v_1 = _mm_set1_epi16((short)0);
        /* vcc: loop at narrow_reduce.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m128i t3 = s_v;
            __m128i t4 = (__m128i)__builtin_convertvector((vcc_v8_int)a_v, vcc_v8_ushort);
            __m128i t5 = _mm_add_epi16(t3, t4);
            s_v = t5;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 8L)));
            __m128i t6 = s_v_1;
            __m128i t7 = (__m128i)__builtin_convertvector((vcc_v8_int)a_v_1, vcc_v8_ushort);
            __m128i t8 = _mm_add_epi16(t6, t7);
            s_v_1 = t8;
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t9 = _mm_add_epi16(s_v, s_v_1);
        t10 = (int)t2;
        t11 = (short)(unsigned short)((unsigned short)1 + vcc_reduce(unsigned short, (vcc_v8_ushort)t9, +));
    } else {
        t10 = 0;
        t11 = (short)1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m128i s_v_2 = _mm_set1_epi16((short)0);
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t10 + i_vec_1)));
            __m128i t14 = s_v_2;
            __m128i t15 = (__m128i)__builtin_convertvector((vcc_v8_int)a_v_2, vcc_v8_ushort);
            __m128i t16 = _mm_add_epi16(t14, t15);
            s_v_2 = t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (short)(unsigned short)((unsigned short)t11 + vcc_reduce(unsigned short, (vcc_v8_ushort)s_v_2, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

__attribute__((target("avx2"))) unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r;
    int t14;
    unsigned char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (int)i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(a_v);
            __m256i t4 = _mm256_srav_epi32(t3, _mm256_set1_epi32(3));
            vcc_v8_uchar t5 = r_v;
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t7 = t5 | t6;
            r_v = t7;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (int)(i_vec + 8L)));
            __m256i t8 = _mm256_cvtepi16_epi32(a_v_1);
            __m256i t9 = _mm256_srav_epi32(t8, _mm256_set1_epi32(3));
            vcc_v8_uchar t10 = r_v_1;
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t9, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t12 = t10 | t11;
            r_v_1 = t12;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t13 = r_v | r_v_1;
        t14 = (int)t2;
        t15 = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t13, |));
    } else {
        t14 = 0;
        t15 = (unsigned char)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cvtepi16_epi32(a_v_2);
            __m256i t19 = _mm256_srav_epi32(t18, _mm256_set1_epi32(3));
            vcc_v8_uchar t20 = r_v_2;
            vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t22 = t20 | t21;
            r_v_2 = t22;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        r = (unsigned char)(t15 | vcc_reduce(unsigned char, r_v_2, |));
    } else {
        i = t14;
        r = t15;
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
