/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
__attribute__((target("sse4.2"))) unsigned char sum_u8(int n, const unsigned char *a) {
    unsigned char s;
    int t14;
    unsigned char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar s_v = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_1 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_2 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_3 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            __m128i t3 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v));
            vcc_v4_uchar t4 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            s_v = s_v + t4;
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + (i_vec + 4L));
            __m128i t5 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_1));
            vcc_v4_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t5, vcc_v4_short), vcc_v4_uchar);
            s_v_1 = s_v_1 + t6;
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + (i_vec + 8L));
            __m128i t7 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_2));
            vcc_v4_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_uchar);
            s_v_2 = s_v_2 + t8;
            vcc_v4_uchar a_v_3 = vcc_load(vcc_v4_uchar, a + (i_vec + 12L));
            __m128i t9 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_3));
            vcc_v4_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_uchar);
            s_v_3 = s_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = s_v + s_v_1;
        vcc_v4_uchar t12 = t11 + s_v_2;
        vcc_v4_uchar t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t13, +));
    } else {
        t14 = 0;
        t15 = (unsigned char)7;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar s_v_4 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar a_v_4 = vcc_load(vcc_v4_uchar, a + ((long)t14 + i_vec_1));
            __m128i t18 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_4));
            vcc_v4_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t18, vcc_v4_short), vcc_v4_uchar);
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (unsigned char)(t15 + vcc_reduce(unsigned char, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

__attribute__((target("sse4.2"))) signed char sum_i8(int n, const signed char *a) {
    signed char s;
    int t14;
    signed char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar s_v = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_1 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_2 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar s_v_3 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
            __m128i t3 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v));
            vcc_v4_uchar t4 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            s_v = s_v + t4;
            vcc_v4_schar a_v_1 = vcc_load(vcc_v4_schar, a + (i_vec + 4L));
            __m128i t5 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_1));
            vcc_v4_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t5, vcc_v4_short), vcc_v4_uchar);
            s_v_1 = s_v_1 + t6;
            vcc_v4_schar a_v_2 = vcc_load(vcc_v4_schar, a + (i_vec + 8L));
            __m128i t7 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_2));
            vcc_v4_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_uchar);
            s_v_2 = s_v_2 + t8;
            vcc_v4_schar a_v_3 = vcc_load(vcc_v4_schar, a + (i_vec + 12L));
            __m128i t9 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_3));
            vcc_v4_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_uchar);
            s_v_3 = s_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = s_v + s_v_1;
        vcc_v4_uchar t12 = t11 + s_v_2;
        vcc_v4_uchar t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = (signed char)(unsigned char)((unsigned char)253 + vcc_reduce(unsigned char, t13, +));
    } else {
        t14 = 0;
        t15 = (signed char)-3;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar s_v_4 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_schar a_v_4 = vcc_load(vcc_v4_schar, a + ((long)t14 + i_vec_1));
            __m128i t18 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)a_v_4));
            vcc_v4_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t18, vcc_v4_short), vcc_v4_uchar);
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (signed char)(unsigned char)((unsigned char)t15 + vcc_reduce(unsigned char, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

__attribute__((target("sse4.2"))) short sum_i16(int n, const short *a) {
    short s;
    int t14;
    short t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ushort s_v = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_1 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_2 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_3 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v4_ushort t4 = __builtin_convertvector((vcc_v4_int)t3, vcc_v4_ushort);
            s_v = s_v + t4;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + (i_vec + 4L));
            __m128i t5 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v4_ushort t6 = __builtin_convertvector((vcc_v4_int)t5, vcc_v4_ushort);
            s_v_1 = s_v_1 + t6;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + (i_vec + 8L));
            __m128i t7 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v4_ushort t8 = __builtin_convertvector((vcc_v4_int)t7, vcc_v4_ushort);
            s_v_2 = s_v_2 + t8;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + (i_vec + 12L));
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v4_ushort t10 = __builtin_convertvector((vcc_v4_int)t9, vcc_v4_ushort);
            s_v_3 = s_v_3 + t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ushort t11 = s_v + s_v_1;
        vcc_v4_ushort t12 = t11 + s_v_2;
        vcc_v4_ushort t13 = t12 + s_v_3;
        t14 = (int)t2;
        t15 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t13, +));
    } else {
        t14 = 0;
        t15 = (short)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ushort s_v_4 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + ((long)t14 + i_vec_1));
            __m128i t18 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v4_ushort t19 = __builtin_convertvector((vcc_v4_int)t18, vcc_v4_ushort);
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (short)(unsigned short)((unsigned short)t15 + vcc_reduce(unsigned short, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
__attribute__((target("sse4.2"))) unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p;
    int t18;
    unsigned short t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ushort p_v = (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        vcc_v4_ushort p_v_1 = (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        vcc_v4_ushort p_v_2 = (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        vcc_v4_ushort p_v_3 = (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        /* vcc: loop at narrow_reduce.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_ushort a_v = vcc_load(vcc_v4_ushort, a + i_vec);
            vcc_v4_ushort t3 = a_v | (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            __m128i t4 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t3));
            vcc_v4_ushort t5 = __builtin_convertvector((vcc_v4_uint)t4, vcc_v4_ushort);
            p_v = p_v * t5;
            vcc_v4_ushort a_v_1 = vcc_load(vcc_v4_ushort, a + (i_vec + 4L));
            vcc_v4_ushort t6 = a_v_1 | (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            __m128i t7 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t6));
            vcc_v4_ushort t8 = __builtin_convertvector((vcc_v4_uint)t7, vcc_v4_ushort);
            p_v_1 = p_v_1 * t8;
            vcc_v4_ushort a_v_2 = vcc_load(vcc_v4_ushort, a + (i_vec + 8L));
            vcc_v4_ushort t9 = a_v_2 | (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            __m128i t10 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t9));
            vcc_v4_ushort t11 = __builtin_convertvector((vcc_v4_uint)t10, vcc_v4_ushort);
            p_v_2 = p_v_2 * t11;
            vcc_v4_ushort a_v_3 = vcc_load(vcc_v4_ushort, a + (i_vec + 12L));
            vcc_v4_ushort t12 = a_v_3 | (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            __m128i t13 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t12));
            vcc_v4_ushort t14 = __builtin_convertvector((vcc_v4_uint)t13, vcc_v4_ushort);
            p_v_3 = p_v_3 * t14;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ushort t15 = p_v * p_v_1;
        vcc_v4_ushort t16 = t15 * p_v_2;
        vcc_v4_ushort t17 = t16 * p_v_3;
        t18 = (int)t2;
        t19 = (unsigned short)((unsigned short)1 * vcc_reduce(unsigned short, t17, *));
    } else {
        t18 = 0;
        t19 = (unsigned short)1;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ushort p_v_4 = (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        /* vcc: loop at narrow_reduce.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_ushort a_v_4 = vcc_load(vcc_v4_ushort, a + ((long)t18 + i_vec_1));
            vcc_v4_ushort t22 = a_v_4 | (vcc_v4_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            __m128i t23 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t22));
            vcc_v4_ushort t24 = __builtin_convertvector((vcc_v4_uint)t23, vcc_v4_ushort);
            p_v_4 = p_v_4 * t24;
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        p = (unsigned short)(t19 * vcc_reduce(unsigned short, p_v_4, *));
    } else {
        i = t18;
        p = t19;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

__attribute__((target("sse4.2"))) unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x;
    int t14;
    unsigned char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar x_v = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar x_v_1 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar x_v_2 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar x_v_3 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar a_v = vcc_load(vcc_v4_uchar, a + i_vec);
            __m128i t3 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v));
            vcc_v4_uchar t4 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            x_v = x_v ^ t4;
            vcc_v4_uchar a_v_1 = vcc_load(vcc_v4_uchar, a + (i_vec + 4L));
            __m128i t5 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_1));
            vcc_v4_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t5, vcc_v4_short), vcc_v4_uchar);
            x_v_1 = x_v_1 ^ t6;
            vcc_v4_uchar a_v_2 = vcc_load(vcc_v4_uchar, a + (i_vec + 8L));
            __m128i t7 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_2));
            vcc_v4_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_uchar);
            x_v_2 = x_v_2 ^ t8;
            vcc_v4_uchar a_v_3 = vcc_load(vcc_v4_uchar, a + (i_vec + 12L));
            __m128i t9 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_3));
            vcc_v4_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t9, vcc_v4_short), vcc_v4_uchar);
            x_v_3 = x_v_3 ^ t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t11 = x_v ^ x_v_1;
        vcc_v4_uchar t12 = t11 ^ x_v_2;
        vcc_v4_uchar t13 = t12 ^ x_v_3;
        t14 = (int)t2;
        t15 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t13, ^));
    } else {
        t14 = 0;
        t15 = (unsigned char)90;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar x_v_4 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar a_v_4 = vcc_load(vcc_v4_uchar, a + ((long)t14 + i_vec_1));
            __m128i t18 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)a_v_4));
            vcc_v4_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t18, vcc_v4_short), vcc_v4_uchar);
            x_v_4 = x_v_4 ^ t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        x = (unsigned char)(t15 ^ vcc_reduce(unsigned char, x_v_4, ^));
    } else {
        i = t14;
        x = t15;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
__attribute__((target("sse4.2"))) short sum_i16_of_int(int n, const int *a) {
    short s;
    int t10;
    short t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ushort s_v = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_1 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_2 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v4_ushort s_v_3 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:48 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            vcc_v4_ushort t3 = __builtin_convertvector((vcc_v4_int)a_v, vcc_v4_ushort);
            s_v = s_v + t3;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            vcc_v4_ushort t4 = __builtin_convertvector((vcc_v4_int)a_v_1, vcc_v4_ushort);
            s_v_1 = s_v_1 + t4;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            vcc_v4_ushort t5 = __builtin_convertvector((vcc_v4_int)a_v_2, vcc_v4_ushort);
            s_v_2 = s_v_2 + t5;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            vcc_v4_ushort t6 = __builtin_convertvector((vcc_v4_int)a_v_3, vcc_v4_ushort);
            s_v_3 = s_v_3 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ushort t7 = s_v + s_v_1;
        vcc_v4_ushort t8 = t7 + s_v_2;
        vcc_v4_ushort t9 = t8 + s_v_3;
        t10 = (int)t2;
        t11 = (short)(unsigned short)((unsigned short)1 + vcc_reduce(unsigned short, t9, +));
    } else {
        t10 = 0;
        t11 = (short)1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ushort s_v_4 = (vcc_v4_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            vcc_v4_ushort t14 = __builtin_convertvector((vcc_v4_int)a_v_4, vcc_v4_ushort);
            s_v_4 = s_v_4 + t14;
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (short)(unsigned short)((unsigned short)t11 + vcc_reduce(unsigned short, s_v_4, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

__attribute__((target("sse4.2"))) unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r;
    int t18;
    unsigned char t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uchar r_v = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar r_v_1 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar r_v_2 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v4_uchar r_v_3 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
            __m128i t3 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v));
            __m128i t4 = _mm_srai_epi32(t3, 3);
            vcc_v4_uchar t5 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t4, vcc_v4_short), vcc_v4_uchar);
            r_v = r_v | t5;
            vcc_v4_short a_v_1 = vcc_load(vcc_v4_short, a + (i_vec + 4L));
            __m128i t6 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_srai_epi32(t6, 3);
            vcc_v4_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t7, vcc_v4_short), vcc_v4_uchar);
            r_v_1 = r_v_1 | t8;
            vcc_v4_short a_v_2 = vcc_load(vcc_v4_short, a + (i_vec + 8L));
            __m128i t9 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t10 = _mm_srai_epi32(t9, 3);
            vcc_v4_uchar t11 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t10, vcc_v4_short), vcc_v4_uchar);
            r_v_2 = r_v_2 | t11;
            vcc_v4_short a_v_3 = vcc_load(vcc_v4_short, a + (i_vec + 12L));
            __m128i t12 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_srai_epi32(t12, 3);
            vcc_v4_uchar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t13, vcc_v4_short), vcc_v4_uchar);
            r_v_3 = r_v_3 | t14;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_uchar t15 = r_v | r_v_1;
        vcc_v4_uchar t16 = t15 | r_v_2;
        vcc_v4_uchar t17 = t16 | r_v_3;
        t18 = (int)t2;
        t19 = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t17, |));
    } else {
        t18 = 0;
        t19 = (unsigned char)0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uchar r_v_4 = (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_short a_v_4 = vcc_load(vcc_v4_short, a + ((long)t18 + i_vec_1));
            __m128i t22 = _mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t23 = _mm_srai_epi32(t22, 3);
            vcc_v4_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t23, vcc_v4_short), vcc_v4_uchar);
            r_v_4 = r_v_4 | t24;
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        r = (unsigned char)(t19 | vcc_reduce(unsigned char, r_v_4, |));
    } else {
        i = t18;
        r = t19;
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
