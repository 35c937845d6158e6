/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Plain `char` is signed on x86-64 and unsigned on AArch64: vcc's vector code must widen,
   compare and sum it as the target's compiler does (`--target=neon` preprocessed by an x86
   host's cc still means AArch64's unsigned char). Bytes above 127 tell the two apart. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void widen(int n, int *restrict a, const char *restrict p) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at plain_char.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_char p_v = vcc_load(vcc_v8_char, p + i_vec);
            __m256i t3 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v));
            __m256i t4 = _mm256_mullo_epi32(t3, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            vcc_v8_char p_v_1 = vcc_load(vcc_v8_char, p + t5);
            __m256i t6 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_1));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            vcc_v8_char p_v_2 = vcc_load(vcc_v8_char, p + t8);
            __m256i t9 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_2));
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            vcc_v8_char p_v_3 = vcc_load(vcc_v8_char, p + t11);
            __m256i t12 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_3));
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at plain_char.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_char p_v_4 = vcc_load(vcc_v8_char, p + t17);
            __m256i t18 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)p_v_4));
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = (int)p[t20] * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_high(int n, const char *restrict p) {
    vcc_no_contract_body
    int c;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint c_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at plain_char.c:14 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(p_v, _mm_set1_epi8((char)100), _MM_CMPINT_NLE);
            __m512i t4 = _mm512_maskz_mov_epi32(t3, _mm512_set1_epi32(1));
            c_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)c_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        c = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)c_v), _mm512_extracti64x4_epi64((__m512i)c_v, 1)));
    } else {
        i = 0;
        c = 0;
    }
    for (; i < n; i++) {
        c += (int)p[i] > 100;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum(int n, const char *restrict p) {
    vcc_no_contract_body
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void halve(int n, char *restrict q, const char *restrict p) {
    vcc_no_contract_body
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
