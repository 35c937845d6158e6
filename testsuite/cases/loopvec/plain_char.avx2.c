/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Plain `char` is signed on x86-64 and unsigned on AArch64: vcc's vector code must widen,
   compare and sum it as the target's compiler does (`--target=neon` preprocessed by an x86
   host's cc still means AArch64's unsigned char). Bytes above 127 tell the two apart. */
__attribute__((target("avx2"))) void widen(int n, int *restrict a, const char *restrict p) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:8 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            vcc_v16_int t3 = ({ __m128i vcc_h0 = p_v; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_int t4 = t3 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t4; char *vcc_p = (char *)(a + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t5 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t5));
            vcc_v16_int t6 = ({ __m128i vcc_h0 = p_v_1; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_int t7 = t6 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t7; char *vcc_p = (char *)(a + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at plain_char.c:8 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t11));
            vcc_v16_int t12 = ({ __m128i vcc_h0 = p_v_2; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_int t13 = t12 * (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            do { vcc_v16_int vcc_w = t13; char *vcc_p = (char *)(a + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        a[t14] = (int)p[t14] * 3;
    }
}

__attribute__((target("avx2"))) int count_high(int n, const char *restrict p) {
    int c;
    int t18;
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint c_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint c_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint c_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint c_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at plain_char.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_char p_v = vcc_load(vcc_v8_char, p + i_vec);
            vcc_v8_schar t3 = (vcc_v8_schar)p_v;
            __m256i t4 = (__m256i)__builtin_convertvector(t3 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            c_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v, t5);
            vcc_v8_char p_v_1 = vcc_load(vcc_v8_char, p + (i_vec + 8L));
            vcc_v8_schar t6 = (vcc_v8_schar)p_v_1;
            __m256i t7 = (__m256i)__builtin_convertvector(t6 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            c_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v_1, t8);
            vcc_v8_char p_v_2 = vcc_load(vcc_v8_char, p + (i_vec + 16L));
            vcc_v8_schar t9 = (vcc_v8_schar)p_v_2;
            __m256i t10 = (__m256i)__builtin_convertvector(t9 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            __m256i t11 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
            c_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v_2, t11);
            vcc_v8_char p_v_3 = vcc_load(vcc_v8_char, p + (i_vec + 24L));
            vcc_v8_schar t12 = (vcc_v8_schar)p_v_3;
            __m256i t13 = (__m256i)__builtin_convertvector(t12 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            __m256i t14 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
            c_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v_3, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t15 = _mm256_add_epi32((__m256i)c_v, (__m256i)c_v_1);
        __m256i t16 = _mm256_add_epi32(t15, (__m256i)c_v_2);
        __m256i t17 = _mm256_add_epi32(t16, (__m256i)c_v_3);
        t18 = (int)t2;
        t19 = (int)vcc_avx2_sum_epi32(t17);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint c_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at plain_char.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_char p_v_4 = vcc_load(vcc_v8_char, p + ((long)t18 + i_vec_1));
            vcc_v8_schar t22 = (vcc_v8_schar)p_v_4;
            __m256i t23 = (__m256i)__builtin_convertvector(t22 > (vcc_v8_schar){(signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100, (signed char)100}, vcc_m8);
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            c_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)c_v_4, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t18 + t21);
        c = (int)((unsigned int)t19 + vcc_avx2_sum_epi32((__m256i)c_v_4));
    } else {
        i = t18;
        c = t19;
    }
    for (; i < n; i++) {
        c += (int)p[i] > 100;
    }
    return c;
}

__attribute__((target("avx2"))) int sum(int n, const char *restrict p) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at plain_char.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_char p_v = vcc_load(vcc_v8_char, p + i_vec);
            __m256i t3 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            vcc_v8_char p_v_1 = vcc_load(vcc_v8_char, p + (i_vec + 8L));
            __m256i t4 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_1));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t4);
            vcc_v8_char p_v_2 = vcc_load(vcc_v8_char, p + (i_vec + 16L));
            __m256i t5 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_2));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t5);
            vcc_v8_char p_v_3 = vcc_load(vcc_v8_char, p + (i_vec + 24L));
            __m256i t6 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_3));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t8 = _mm256_add_epi32(t7, (__m256i)s_v_2);
        __m256i t9 = _mm256_add_epi32(t8, (__m256i)s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at plain_char.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_char p_v_4 = vcc_load(vcc_v8_char, p + ((long)t10 + i_vec_1));
            __m256i t14 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_4));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (int)p[i];
    }
    return s;
}

__attribute__((target("avx2"))) void halve(int n, char *restrict q, const char *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:27 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i p_v = _mm256_loadu_si256((const __m256i *)(p + i_vec));
            __m256i t3 = (__m256i)((vcc_v32_schar)p_v >> (vcc_v32_schar)_mm256_set1_epi8((char)1));
            _mm256_storeu_si256((__m256i *)(q + i_vec), t3);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        q[t4] = (char)((int)p[t4] >> 1);
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
