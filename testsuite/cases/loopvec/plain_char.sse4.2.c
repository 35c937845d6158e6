/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef char vcc_v4_char __attribute__((vector_size(4)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Plain `char` is signed on x86-64 and unsigned on AArch64: vcc's vector code must widen,
   compare and sum it as the target's compiler does (`--target=neon` preprocessed by an x86
   host's cc still means AArch64's unsigned char). Bytes above 127 tell the two apart. */
__attribute__((target("sse4.2"))) void widen(int n, int *restrict a, const char *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:8 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = p_v; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepi8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t4 = t3 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t4; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        a[t5] = (int)p[t5] * 3;
    }
}

__attribute__((target("sse4.2"))) int count_high(int n, const char *restrict p) {
    int c;
    int t18;
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint c_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint c_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint c_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint c_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at plain_char.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_char p_v = vcc_load(vcc_v4_char, p + i_vec);
            vcc_v4_schar t3 = (vcc_v4_schar)p_v;
            __m128i t4 = (__m128i)__builtin_convertvector(t3 > (vcc_v4_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m4);
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            c_v = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v, t5);
            vcc_v4_char p_v_1 = vcc_load(vcc_v4_char, p + (i_vec + 4L));
            vcc_v4_schar t6 = (vcc_v4_schar)p_v_1;
            __m128i t7 = (__m128i)__builtin_convertvector(t6 > (vcc_v4_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m4);
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
            c_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_1, t8);
            vcc_v4_char p_v_2 = vcc_load(vcc_v4_char, p + (i_vec + 8L));
            vcc_v4_schar t9 = (vcc_v4_schar)p_v_2;
            __m128i t10 = (__m128i)__builtin_convertvector(t9 > (vcc_v4_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m4);
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            c_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_2, t11);
            vcc_v4_char p_v_3 = vcc_load(vcc_v4_char, p + (i_vec + 12L));
            vcc_v4_schar t12 = (vcc_v4_schar)p_v_3;
            __m128i t13 = (__m128i)__builtin_convertvector(t12 > (vcc_v4_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m4);
            __m128i t14 = (__m128i)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
            c_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t15 = _mm_add_epi32((__m128i)c_v, (__m128i)c_v_1);
        __m128i t16 = _mm_add_epi32(t15, (__m128i)c_v_2);
        __m128i t17 = _mm_add_epi32(t16, (__m128i)c_v_3);
        t18 = (int)t2;
        t19 = (int)vcc_sse_reduce_epi32(t17, _mm_add_epi32, unsigned int);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint c_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at plain_char.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_char p_v_4 = vcc_load(vcc_v4_char, p + ((long)t18 + i_vec_1));
            vcc_v4_schar t22 = (vcc_v4_schar)p_v_4;
            __m128i t23 = (__m128i)__builtin_convertvector(t22 > (vcc_v4_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m4);
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            c_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_4, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        c = (int)((unsigned int)t19 + vcc_sse_reduce_epi32((__m128i)c_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t18;
        c = t19;
    }
    for (; i < n; i++) {
        c += (int)p[i] > 100;
    }
    return c;
}

__attribute__((target("sse4.2"))) int sum(int n, const char *restrict p) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at plain_char.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_char p_v = vcc_load(vcc_v4_char, p + i_vec);
            __m128i t3 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)p_v));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t3);
            vcc_v4_char p_v_1 = vcc_load(vcc_v4_char, p + (i_vec + 4L));
            __m128i t4 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)p_v_1));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t4);
            vcc_v4_char p_v_2 = vcc_load(vcc_v4_char, p + (i_vec + 8L));
            __m128i t5 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)p_v_2));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t5);
            vcc_v4_char p_v_3 = vcc_load(vcc_v4_char, p + (i_vec + 12L));
            __m128i t6 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)p_v_3));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t8 = _mm_add_epi32(t7, (__m128i)s_v_2);
        __m128i t9 = _mm_add_epi32(t8, (__m128i)s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_sse_reduce_epi32(t9, _mm_add_epi32, unsigned int);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at plain_char.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_char p_v_4 = vcc_load(vcc_v4_char, p + ((long)t10 + i_vec_1));
            __m128i t14 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)p_v_4));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (int)p[i];
    }
    return s;
}

__attribute__((target("sse4.2"))) void halve(int n, char *restrict q, const char *restrict p) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __m128i t3 = (__m128i)((vcc_v16_schar)p_v >> (vcc_v16_schar)_mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(q + i_vec), t3);
            long t4 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t4));
            __m128i t5 = (__m128i)((vcc_v16_schar)p_v_1 >> (vcc_v16_schar)_mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(q + t4), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at plain_char.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t9));
            __m128i t10 = (__m128i)((vcc_v16_schar)p_v_2 >> (vcc_v16_schar)_mm_set1_epi8((char)1));
            _mm_storeu_si128((__m128i *)(q + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = (char)((int)p[t11] >> 1);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        char *p = new_array(n, 1), *q = new_array(n, 1);
        int *a = new_array(n, sizeof(int));
        for (int i = 0; i < n; i++)
            p[i] = (char)(next_rand() & 0xff);
        widen(n, a, p);
        halve(n, q, p);
        int c = count_high(n, p), s = sum(n, p);
        printf("n=%d %llx %llx %d %d\n", n, HASH(a, n), HASH(q, n), c, s);
        free(p), free(q), free(a);
    }
    return 0;
}
