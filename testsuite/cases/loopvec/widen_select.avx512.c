/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: bytes widened to 32-bit lanes and selected on a test of the same bytes, as
 * libdeflate's deflate_set_costs_from_codes does. On avx512 the select was a k-mask blend,
 * which gcc 12.2 folded with the widening into a merge-masked vpmovzxbd from memory that it
 * then failed to compile (an internal compiler error); it is a vpternlogd now. */
struct costs {
    unsigned slot[300];
};

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    vcc_no_contract_body
    int t26;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar lens_v = vcc_load(vcc_v8_uchar, lens + i_vec);
            __m256i t3 = (__m256i)__builtin_convertvector(lens_v != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t4 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t3, vcc_v8_schar), lens_v, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m256i len_v = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t4));
            vcc_v8_uchar extra_v = vcc_load(vcc_v8_uchar, extra + i_vec);
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)extra_v));
            __m256i t6 = _mm256_add_epi32(len_v, t5);
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[i_vec], t7);
            long t8 = i_vec + 8L;
            vcc_v8_uchar lens_v_1 = vcc_load(vcc_v8_uchar, lens + t8);
            __m256i t9 = (__m256i)__builtin_convertvector(lens_v_1 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t9, vcc_v8_schar), lens_v_1, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m256i len_v_1 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t10));
            vcc_v8_uchar extra_v_1 = vcc_load(vcc_v8_uchar, extra + t8);
            __m256i t11 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)extra_v_1));
            __m256i t12 = _mm256_add_epi32(len_v_1, t11);
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t8], t13);
            long t14 = i_vec + 16L;
            vcc_v8_uchar lens_v_2 = vcc_load(vcc_v8_uchar, lens + t14);
            __m256i t15 = (__m256i)__builtin_convertvector(lens_v_2 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t15, vcc_v8_schar), lens_v_2, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m256i len_v_2 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            vcc_v8_uchar extra_v_2 = vcc_load(vcc_v8_uchar, extra + t14);
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)extra_v_2));
            __m256i t18 = _mm256_add_epi32(len_v_2, t17);
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t14], t19);
            long t20 = i_vec + 24L;
            vcc_v8_uchar lens_v_3 = vcc_load(vcc_v8_uchar, lens + t20);
            __m256i t21 = (__m256i)__builtin_convertvector(lens_v_3 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t21, vcc_v8_schar), lens_v_3, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m256i len_v_3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t22));
            vcc_v8_uchar extra_v_3 = vcc_load(vcc_v8_uchar, extra + t20);
            __m256i t23 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)extra_v_3));
            __m256i t24 = _mm256_add_epi32(len_v_3, t23);
            __m256i t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t20], t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_select.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_uchar lens_v_4 = vcc_load(vcc_v8_uchar, lens + t29);
            __m256i t30 = (__m256i)__builtin_convertvector(lens_v_4 != (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m8);
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t30, vcc_v8_schar), lens_v_4, ((vcc_v8_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m256i len_v_4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
            vcc_v8_uchar extra_v_4 = vcc_load(vcc_v8_uchar, extra + t29);
            __m256i t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)extra_v_4));
            __m256i t33 = _mm256_add_epi32(len_v_4, t32);
            __m256i t34 = _mm256_mullo_epi32(t33, _mm256_set1_epi32(16));
            _mm256_storeu_si256((__m256i *)&c->slot[t29], t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        unsigned char t36 = lens[t35];
        if (t36) {
            t37 = (int)t36;
        } else {
            t37 = 10;
        }
        c->slot[t35] = ((unsigned int)t37 + (unsigned int)extra[t35]) * 16U;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t79;
    __m256i t5 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(5));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(14));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t10, t11);
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 8, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t12 = _mm256_cmpeq_epi32((__m256i)t1, _mm256_set1_epi32(0));
        __m256i t13 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t12, t13); });
        vcc_v8_uchar t15 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t14));
        vcc_store(&lens[i_vec], t15);
        vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8((__m256i)t2));
        vcc_store(&extra[i_vec], t16);
        long t17 = i_vec + 8L;
        __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(5));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256i t22 = _mm256_cmpeq_epi32(t21, _mm256_set1_epi32(0));
        __m256i t23 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(7));
        __m256i t24 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t22, t23); });
        vcc_v8_uchar t25 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t24));
        vcc_store(&lens[t17], t25);
        __m256i t26 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(14));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        vcc_v8_uchar t29 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t28));
        vcc_store(&extra[t17], t29);
        long t30 = i_vec + 16L;
        __m256i t31 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t32 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(5));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        __m256i t35 = _mm256_cmpeq_epi32(t34, _mm256_set1_epi32(0));
        __m256i t36 = _mm256_mullo_epi32(t31, _mm256_set1_epi32(7));
        __m256i t37 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t35, t36); });
        vcc_v8_uchar t38 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t37));
        vcc_store(&lens[t30], t38);
        __m256i t39 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
        __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(14));
        __m256i t41 = _mm256_min_epu32(t39, t40);
        vcc_v8_uchar t42 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t41));
        vcc_store(&extra[t30], t42);
        long t43 = i_vec + 24L;
        __m256i t44 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t45 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(5));
        __m256i t47 = _mm256_min_epu32(t45, t46);
        __m256i t48 = _mm256_cmpeq_epi32(t47, _mm256_set1_epi32(0));
        __m256i t49 = _mm256_mullo_epi32(t44, _mm256_set1_epi32(7));
        __m256i t50 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t48, t49); });
        vcc_v8_uchar t51 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t50));
        vcc_store(&lens[t43], t51);
        __m256i t52 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(10));
        __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(14));
        __m256i t54 = _mm256_min_epu32(t52, t53);
        vcc_v8_uchar t55 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t54));
        vcc_store(&extra[t43], t55);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t56 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(5));
        t1 = (vcc_v8_int)_mm256_min_epu32(t56, t57);
        __m256i t58 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(4));
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(14));
        t2 = (vcc_v8_int)_mm256_min_epu32(t58, t59);
    } while (i_vec < 288L);
    __m256i t60 = _mm256_set1_epi32(288);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t61 = _mm256_set1_epi32(3);
    __m256i t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(5));
    vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t62, t63);
    __m256i t64 = _mm256_set1_epi32(8);
    __m256i t65 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(14));
    vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t65, t66);
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t67 = 288L + i_vec_1;
        __m256i t68 = _mm256_cmpeq_epi32((__m256i)t3, _mm256_set1_epi32(0));
        __m256i t69 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(7));
        __m256i t70 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t68, t69); });
        vcc_v8_uchar t71 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t70));
        vcc_store(&lens[t67], t71);
        vcc_v8_uchar t72 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8((__m256i)t4));
        vcc_store(&extra[t67], t72);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        __m256i t73 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(3));
        __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(5));
        t3 = (vcc_v8_int)_mm256_min_epu32(t73, t74);
        __m256i t75 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(8));
        __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(14));
        t4 = (vcc_v8_int)_mm256_min_epu32(t75, t76);
    } while (i_vec_1 < 8L);
    for (int i = 296; i < 300; i++) {
        long t77 = (long)i;
        unsigned char *t78 = &lens[t77];
        if ((i % 5) == 0) {
            t79 = 0;
        } else {
            t79 = i * 7;
        }
        *t78 = (unsigned char)t79;
        extra[t77] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long i_vec_2 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_si256((__m256i *)&c.slot[i_vec_2], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&c.slot[i_vec_2 + 8L], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&c.slot[i_vec_2 + 16L], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&c.slot[i_vec_2 + 24L], _mm256_set1_epi32(0));
            i_vec_2 += 32L;
        } while (i_vec_2 < 288L);
        long i_vec_3 = 0L;
        /* vcc: loop at widen_select.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&c.slot[288L + i_vec_3], _mm256_set1_epi32(0));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        __m256i t80 = _mm256_set1_epi32(4);
        __m256i t81 = _mm256_cmpgt_epi32(t80, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&c.slot[296], _mm256_movepi32_mask(t81), _mm256_set1_epi32(0));
        set_costs(n, &c, lens, extra);
        unsigned int check = 0U;
        for (int i_1 = 0; i_1 < 300; i_1++) {
            check = check * 31U + c.slot[i_1];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
