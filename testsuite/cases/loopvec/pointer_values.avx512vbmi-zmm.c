/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 2 */
#include <stdint.h>
#include <stdio.h>

/* Pointers in loops whose other values vectorize. No vector lane holds a pointer: a pointer the
   same in every iteration, converted to an integer, is converted once (it was splatted as a
   vector of pointers, which the emitter could not write, so the function stayed as written);
   pointers chosen per iteration keep the loop scalar, with a remark. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_by_tag(int *a, void *tag, int n) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t4 = _mm512_set1_epi64((long long)(long)tag);
        __m256i t5 = _mm512_cvtepi64_epi32(t4);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i t6 = _mm256_mullo_epi32((__m256i)i_v, t5);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t8 = _mm256_mullo_epi32(t7, t5);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t8);
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t10 = _mm256_mullo_epi32(t9, t5);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 16L)), t10);
            __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t12 = _mm256_mullo_epi32(t11, t5);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 24L)), t12);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        __m256i t16 = _mm256_set1_epi32((int)t13);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t17 = _mm512_set1_epi64((long long)(long)tag);
        __m256i t18 = _mm512_cvtepi64_epi32(t17);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t19 = _mm256_mullo_epi32((__m256i)i_v_1, t18);
            _mm256_storeu_si256((__m256i *)(a + ((long)t13 + i_vec_1)), t19);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t24 = _mm256_set1_epi32((int)t20);
        __m256i t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t26 = _mm512_set1_epi64((long long)(long)tag);
        __m256i t27 = _mm512_cvtepi64_epi32(t26);
        __m256i t28 = _mm256_mullo_epi32(t25, t27);
        _mm256_mask_storeu_epi32(a + (long)t20, _mm256_movepi32_mask(t23), t28);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        a[i] = i * (int)(long)tag;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void offsets(long *out, const char *base, const char *p, int n) {
    vcc_no_contract_body
    int t18;
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t4 = _mm512_set1_epi64((long long)(unsigned long)p);
        __m512i t5 = _mm512_set1_epi64((long long)(unsigned long)base);
        __m512i t6 = _mm512_sub_epi64(t4, t5);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i t7 = _mm512_cvtepi32_epi64((__m256i)i_v);
            __m512i t8 = _mm512_add_epi64(t6, t7);
            _mm512_storeu_si512(out + i_vec, t8);
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m512i t10 = _mm512_cvtepi32_epi64(t9);
            __m512i t11 = _mm512_add_epi64(t6, t10);
            _mm512_storeu_si512(out + (i_vec + 8L), t11);
            __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m512i t13 = _mm512_cvtepi32_epi64(t12);
            __m512i t14 = _mm512_add_epi64(t6, t13);
            _mm512_storeu_si512(out + (i_vec + 16L), t14);
            __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m512i t16 = _mm512_cvtepi32_epi64(t15);
            __m512i t17 = _mm512_add_epi64(t6, t16);
            _mm512_storeu_si512(out + (i_vec + 24L), t17);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t21 = _mm256_set1_epi32((int)t18);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t22 = _mm512_set1_epi64((long long)(unsigned long)p);
        __m512i t23 = _mm512_set1_epi64((long long)(unsigned long)base);
        __m512i t24 = _mm512_sub_epi64(t22, t23);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i t25 = _mm512_cvtepi32_epi64((__m256i)i_v_1);
            __m512i t26 = _mm512_add_epi64(t24, t25);
            _mm512_storeu_si512(out + ((long)t18 + i_vec_1), t26);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t20);
        t27 = (int)((long)t18 + t20);
    } else {
        t27 = t18;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if ((t28 >= 1L) & (t28 <= 8L)) {
        __m256i t29 = _mm256_set1_epi32((int)(int)t28);
        __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t31 = _mm256_set1_epi32((int)t27);
        __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t33 = _mm512_set1_epi64((long long)(unsigned long)p);
        __m512i t34 = _mm512_set1_epi64((long long)(unsigned long)base);
        __m512i t35 = _mm512_sub_epi64(t33, t34);
        __m512i t36 = _mm512_cvtepi32_epi64(t32);
        __m512i t37 = _mm512_add_epi64(t35, t36);
        _mm512_mask_storeu_epi64(out + (long)t27, _mm256_movepi32_mask(t30), t37);
        i = (int)((long)t27 + t28);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        out[t38] = (long)((unsigned long)p - (unsigned long)base) + t38;
    }
}

void pick_names(const char **out, const int *c, const char *yes, const char *no, int n) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] ? yes : no;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static int a[100];
    static long o[100];
    static const char *names[100];
    static int c[100];
    static const char text[7] = "yes\000no";
    int ns[6];
    int t25;
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
    __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(3));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at pointer_values.c:30 vectorized: VF 16, UF 2, the remainder at 31:16 by 3 kept as a running remainder (guard: dividend not negative), masked remainder */
    do {
        __mmask16 t5 = _mm512_cmp_epi32_mask((__m512i)t1, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t6 = _mm512_maskz_mov_epi32(t5, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&c[i_vec], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(1));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(3));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t11 = _mm512_maskz_mov_epi32(t10, _mm512_set1_epi32(1));
        _mm512_storeu_si512(&c[i_vec + 16L], t11);
        i_vec += 32L;
        __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(3));
        t1 = (vcc_v16_int)_mm512_min_epu32(t12, t13);
    } while (i_vec < 96L);
    __m512i t14 = _mm512_set1_epi32(4);
    __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
    __m512i t16 = _mm512_set1_epi32(0);
    __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
    __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(3));
    __m512i t19 = _mm512_min_epu32(t17, t18);
    __mmask16 t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
    __m512i t21 = _mm512_maskz_mov_epi32(t20, _mm512_set1_epi32(1));
    _mm512_mask_storeu_epi32(&c[96], t15, t21);
    ns[0] = 0;
    ns[1] = 1;
    ns[2] = 7;
    ns[3] = 8;
    ns[4] = 31;
    ns[5] = 100;
    for (int k = 0; k < 6; k++) {
        long t22 = (long)k;
        int n = ns[t22];
        scale_by_tag(a, (void *)(long)(k + 3), n);
        offsets(o, text, text + t22, n);
        (_mm256_zeroupper(), pick_names(names, c, text, text + 4, n));
        long s = 0L;
        for (int i = 0; i < n; i++) {
            long t23 = (long)i;
            long t24 = (long)a[t23] + o[t23] * 3L;
            if (names[t23] == text) {
                t25 = 5;
            } else {
                t25 = 11;
            }
            s += t24 + (long)t25;
        }
        printf("%d %ld\n", n, s);
    }
    return 0;
}
