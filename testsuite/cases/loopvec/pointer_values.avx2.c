/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 2 */
#include <stdint.h>
#include <stdio.h>

/* Pointers in loops whose other values vectorize. No vector lane holds a pointer: a pointer the
   same in every iteration, converted to an integer, is converted once (it was splatted as a
   vector of pointers, which the emitter could not write, so the function stayed as written);
   pointers chosen per iteration keep the loop scalar, with a remark. */
__attribute__((target("avx2"))) void scale_by_tag(int *a, void *tag, int n) {
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        __m256i t4 = _mm256_set1_epi64x((long long)(long)tag);
        __m128i t5 = (__m128i)__builtin_convertvector((vcc_v4_long)t4, vcc_v4_int);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t6 = _mm_mullo_epi32((__m128i)i_v, t5);
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t8 = _mm_mullo_epi32(t7, t5);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t8);
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t10 = _mm_mullo_epi32(t9, t5);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), t10);
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t12 = _mm_mullo_epi32(t11, t5);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 12L)), t12);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        __m128i t16 = _mm_set1_epi32((int)t13);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
        __m256i t17 = _mm256_set1_epi64x((long long)(long)tag);
        __m128i t18 = (__m128i)__builtin_convertvector((vcc_v4_long)t17, vcc_v4_int);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t19 = _mm_mullo_epi32((__m128i)i_v_1, t18);
            _mm_storeu_si128((__m128i *)(a + ((long)t13 + i_vec_1)), t19);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        a[i] = i * (int)(long)tag;
    }
}

__attribute__((target("avx2"))) void offsets(long *out, const char *base, const char *p, int n) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        __m256i t4 = _mm256_set1_epi64x((long long)(unsigned long)p);
        __m256i t5 = _mm256_set1_epi64x((long long)(unsigned long)base);
        __m256i t6 = _mm256_sub_epi64(t4, t5);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i t7 = _mm256_cvtepi32_epi64((__m128i)i_v);
            __m256i t8 = _mm256_add_epi64(t6, t7);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t8);
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m256i t10 = _mm256_cvtepi32_epi64(t9);
            __m256i t11 = _mm256_add_epi64(t6, t10);
            _mm256_storeu_si256((__m256i *)(out + (i_vec + 4L)), t11);
            __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m256i t13 = _mm256_cvtepi32_epi64(t12);
            __m256i t14 = _mm256_add_epi64(t6, t13);
            _mm256_storeu_si256((__m256i *)(out + (i_vec + 8L)), t14);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m256i t16 = _mm256_cvtepi32_epi64(t15);
            __m256i t17 = _mm256_add_epi64(t6, t16);
            _mm256_storeu_si256((__m256i *)(out + (i_vec + 12L)), t17);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128i t21 = _mm_set1_epi32((int)t18);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
        __m256i t22 = _mm256_set1_epi64x((long long)(unsigned long)p);
        __m256i t23 = _mm256_set1_epi64x((long long)(unsigned long)base);
        __m256i t24 = _mm256_sub_epi64(t22, t23);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i t25 = _mm256_cvtepi32_epi64((__m128i)i_v_1);
            __m256i t26 = _mm256_add_epi64(t24, t25);
            _mm256_storeu_si256((__m256i *)(out + ((long)t18 + i_vec_1)), t26);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        out[t27] = (long)((unsigned long)p - (unsigned long)base) + t27;
    }
}

void pick_names(const char **out, const int *c, const char *yes, const char *no, int n) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] ? yes : no;
}

__attribute__((target("avx2"))) int main(void) {
    static int a[100];
    static long o[100];
    static const char *names[100];
    static int c[100];
    static const char text[7] = "yes\000no";
    int ns[6];
    int t27;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(3));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at pointer_values.c:30 vectorized: VF 8, UF 4, the remainder at 31:16 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t5 = _mm256_cmpeq_epi32((__m256i)t1, _mm256_set1_epi32(0));
        __m256i t6 = (__m256i)__builtin_convertvector((vcc_m8)t5 & 1, vcc_v8_int);
        _mm256_storeu_si256((__m256i *)&c[i_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(3));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t10 = _mm256_cmpeq_epi32(t9, _mm256_set1_epi32(0));
        __m256i t11 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
        _mm256_storeu_si256((__m256i *)&c[i_vec + 8L], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(3));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = _mm256_cmpeq_epi32(t14, _mm256_set1_epi32(0));
        __m256i t16 = (__m256i)__builtin_convertvector((vcc_m8)t15 & 1, vcc_v8_int);
        _mm256_storeu_si256((__m256i *)&c[i_vec + 16L], t16);
        __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(0));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(3));
        __m256i t19 = _mm256_min_epu32(t17, t18);
        __m256i t20 = _mm256_cmpeq_epi32(t19, _mm256_set1_epi32(0));
        __m256i t21 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
        _mm256_storeu_si256((__m256i *)&c[i_vec + 24L], t21);
        i_vec += 32L;
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(3));
        t1 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    } while (i_vec < 96L);
    for (int i = 96; i < 100; i++) {
        c[i] = (i * 7 % 3) == 0;
    }
    ns[0] = 0;
    ns[1] = 1;
    ns[2] = 7;
    ns[3] = 8;
    ns[4] = 31;
    ns[5] = 100;
    for (int k = 0; k < 6; k++) {
        long t24 = (long)k;
        int n = ns[t24];
        scale_by_tag(a, (void *)(long)(k + 3), n);
        offsets(o, text, text + t24, n);
        (_mm256_zeroupper(), pick_names(names, c, text, text + 4, n));
        long s = 0L;
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t25 = (long)i_1;
            long t26 = (long)a[t25] + o[t25] * 3L;
            if (names[t25] == text) {
                t27 = 5;
            } else {
                t27 = 11;
            }
            s += t26 + (long)t27;
        }
        printf("%d %ld\n", n, s);
    }
    return 0;
}
