/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
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

__attribute__((target("avx2"))) void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
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

__attribute__((target("avx2"))) int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t77;
    __m256i t5 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(5));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
    __m256i t8 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(14));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t8, t9);
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 8, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t10 = _mm256_cmpeq_epi32((__m256i)t1, _mm256_set1_epi32(0));
        __m256i t11 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t12 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t10, t11); });
        vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[i_vec], t13);
        vcc_v8_uchar t14 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)(__m256i)t2, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[i_vec], t14);
        long t15 = i_vec + 8L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(5));
        __m256i t19 = _mm256_min_epu32(t17, t18);
        __m256i t20 = _mm256_cmpeq_epi32(t19, _mm256_set1_epi32(0));
        __m256i t21 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(7));
        __m256i t22 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t20, t21); });
        vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t15], t23);
        __m256i t24 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(14));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        vcc_v8_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t26, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t15], t27);
        long t28 = i_vec + 16L;
        __m256i t29 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t30 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(5));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        __m256i t33 = _mm256_cmpeq_epi32(t32, _mm256_set1_epi32(0));
        __m256i t34 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(7));
        __m256i t35 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t33, t34); });
        vcc_v8_uchar t36 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t35, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t28], t36);
        __m256i t37 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(14));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        vcc_v8_uchar t40 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t39, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t28], t40);
        long t41 = i_vec + 24L;
        __m256i t42 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t43 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(5));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        __m256i t46 = _mm256_cmpeq_epi32(t45, _mm256_set1_epi32(0));
        __m256i t47 = _mm256_mullo_epi32(t42, _mm256_set1_epi32(7));
        __m256i t48 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t46, t47); });
        vcc_v8_uchar t49 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t48, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t41], t49);
        __m256i t50 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(10));
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(14));
        __m256i t52 = _mm256_min_epu32(t50, t51);
        vcc_v8_uchar t53 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t52, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t41], t53);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t54 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(5));
        t1 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
        __m256i t56 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(4));
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(14));
        t2 = (vcc_v8_int)_mm256_min_epu32(t56, t57);
    } while (i_vec < 288L);
    __m256i t58 = _mm256_set1_epi32(288);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t59 = _mm256_set1_epi32(3);
    __m256i t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(5));
    vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t60, t61);
    __m256i t62 = _mm256_set1_epi32(8);
    __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(14));
    vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t63, t64);
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t65 = 288L + i_vec_1;
        __m256i t66 = _mm256_cmpeq_epi32((__m256i)t3, _mm256_set1_epi32(0));
        __m256i t67 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(7));
        __m256i t68 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t66, t67); });
        vcc_v8_uchar t69 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t68, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&lens[t65], t69);
        vcc_v8_uchar t70 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)(__m256i)t4, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&extra[t65], t70);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        __m256i t71 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(3));
        __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(5));
        t3 = (vcc_v8_int)_mm256_min_epu32(t71, t72);
        __m256i t73 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(8));
        __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(14));
        t4 = (vcc_v8_int)_mm256_min_epu32(t73, t74);
    } while (i_vec_1 < 8L);
    int i = 296;
    while (i < 300) {
        long t75 = (long)i;
        unsigned char *t76 = &lens[t75];
        if ((i % 5) == 0) {
            t77 = 0;
        } else {
            t77 = i * 7;
        }
        *t76 = (unsigned char)t77;
        extra[t75] = (unsigned char)(i % 14);
        i++;
    }
    unsigned int k = 0U;
    while ((unsigned long)k < 72UL) {
        int n = counts[k];
        long i_vec_2 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        c.slot[296] = 0U;
        c.slot[297] = 0U;
        c.slot[298] = 0U;
        c.slot[299] = 0U;
        set_costs(n, &c, lens, extra);
        int i_1 = 0;
        unsigned int check = 0U;
        while (i_1 < 300) {
            check = check * 31U + c.slot[i_1];
            i_1++;
        }
        printf("n=%d check=%u\n", n, check);
        k++;
    }
    return 0;
}
