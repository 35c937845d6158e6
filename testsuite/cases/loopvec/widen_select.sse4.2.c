/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
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

__attribute__((target("sse4.2"))) void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    int t26;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar lens_v = vcc_load(vcc_v4_uchar, lens + i_vec);
            __m128i t3 = (__m128i)__builtin_convertvector(lens_v != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), lens_v, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t4));
            vcc_v4_uchar extra_v = vcc_load(vcc_v4_uchar, extra + i_vec);
            __m128i t5 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v));
            __m128i t6 = _mm_add_epi32(len_v, t5);
            __m128i t7 = _mm_mullo_epi32(t6, _mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[i_vec], t7);
            long t8 = i_vec + 4L;
            vcc_v4_uchar lens_v_1 = vcc_load(vcc_v4_uchar, lens + t8);
            __m128i t9 = (__m128i)__builtin_convertvector(lens_v_1 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), lens_v_1, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_1 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t10));
            vcc_v4_uchar extra_v_1 = vcc_load(vcc_v4_uchar, extra + t8);
            __m128i t11 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_1));
            __m128i t12 = _mm_add_epi32(len_v_1, t11);
            __m128i t13 = _mm_mullo_epi32(t12, _mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[t8], t13);
            long t14 = i_vec + 8L;
            vcc_v4_uchar lens_v_2 = vcc_load(vcc_v4_uchar, lens + t14);
            __m128i t15 = (__m128i)__builtin_convertvector(lens_v_2 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t16 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t15, vcc_v4_schar), lens_v_2, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_2 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t16));
            vcc_v4_uchar extra_v_2 = vcc_load(vcc_v4_uchar, extra + t14);
            __m128i t17 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_2));
            __m128i t18 = _mm_add_epi32(len_v_2, t17);
            __m128i t19 = _mm_mullo_epi32(t18, _mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[t14], t19);
            long t20 = i_vec + 12L;
            vcc_v4_uchar lens_v_3 = vcc_load(vcc_v4_uchar, lens + t20);
            __m128i t21 = (__m128i)__builtin_convertvector(lens_v_3 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t21, vcc_v4_schar), lens_v_3, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_3 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t22));
            vcc_v4_uchar extra_v_3 = vcc_load(vcc_v4_uchar, extra + t20);
            __m128i t23 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_3));
            __m128i t24 = _mm_add_epi32(len_v_3, t23);
            __m128i t25 = _mm_mullo_epi32(t24, _mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[t20], t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_select.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v4_uchar lens_v_4 = vcc_load(vcc_v4_uchar, lens + t29);
            __m128i t30 = (__m128i)__builtin_convertvector(lens_v_4 != (vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}, vcc_m4);
            vcc_v4_uchar t31 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t30, vcc_v4_schar), lens_v_4, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_4 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t31));
            vcc_v4_uchar extra_v_4 = vcc_load(vcc_v4_uchar, extra + t29);
            __m128i t32 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_4));
            __m128i t33 = _mm_add_epi32(len_v_4, t32);
            __m128i t34 = _mm_mullo_epi32(t33, _mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[t29], t34);
            i_vec_1 += 4L;
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

__attribute__((target("sse4.2"))) int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    __m128i t5 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t6 = _mm_set1_epi32(0);
    __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(5));
    vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t7, t8);
    __m128i t9 = _mm_set1_epi32(0);
    __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(14));
    vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t10, t11);
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 4, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t12 = _mm_cmpeq_epi32((__m128i)t1, _mm_set1_epi32(0));
        __m128i t13 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(7));
        __m128i t14 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t12, t13); });
        vcc_v4_uchar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t14, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[i_vec], t15);
        vcc_v4_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)(__m128i)t2, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[i_vec], t16);
        long t17 = i_vec + 4L;
        __m128i t18 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t19 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t20 = _mm_sub_epi32(t19, _mm_set1_epi32(5));
        __m128i t21 = _mm_min_epu32(t19, t20);
        __m128i t22 = _mm_cmpeq_epi32(t21, _mm_set1_epi32(0));
        __m128i t23 = _mm_mullo_epi32(t18, _mm_set1_epi32(7));
        __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t22, t23); });
        vcc_v4_uchar t25 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t17], t25);
        __m128i t26 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t27 = _mm_sub_epi32(t26, _mm_set1_epi32(14));
        __m128i t28 = _mm_min_epu32(t26, t27);
        vcc_v4_uchar t29 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t28, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t17], t29);
        long t30 = i_vec + 8L;
        __m128i t31 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t32 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(3));
        __m128i t33 = _mm_sub_epi32(t32, _mm_set1_epi32(5));
        __m128i t34 = _mm_min_epu32(t32, t33);
        __m128i t35 = _mm_cmpeq_epi32(t34, _mm_set1_epi32(0));
        __m128i t36 = _mm_mullo_epi32(t31, _mm_set1_epi32(7));
        __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t35, t36); });
        vcc_v4_uchar t38 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t37, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t30], t38);
        __m128i t39 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
        __m128i t40 = _mm_sub_epi32(t39, _mm_set1_epi32(14));
        __m128i t41 = _mm_min_epu32(t39, t40);
        vcc_v4_uchar t42 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t41, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t30], t42);
        long t43 = i_vec + 12L;
        __m128i t44 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t45 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t46 = _mm_sub_epi32(t45, _mm_set1_epi32(5));
        __m128i t47 = _mm_min_epu32(t45, t46);
        __m128i t48 = _mm_cmpeq_epi32(t47, _mm_set1_epi32(0));
        __m128i t49 = _mm_mullo_epi32(t44, _mm_set1_epi32(7));
        __m128i t50 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t48, t49); });
        vcc_v4_uchar t51 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t50, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t43], t51);
        __m128i t52 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(12));
        __m128i t53 = _mm_sub_epi32(t52, _mm_set1_epi32(14));
        __m128i t54 = _mm_min_epu32(t52, t53);
        vcc_v4_uchar t55 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t54, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t43], t55);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        __m128i t56 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
        __m128i t57 = _mm_sub_epi32(t56, _mm_set1_epi32(5));
        t1 = (vcc_v4_int)_mm_min_epu32(t56, t57);
        __m128i t58 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
        __m128i t59 = _mm_sub_epi32(t58, _mm_set1_epi32(14));
        t2 = (vcc_v4_int)_mm_min_epu32(t58, t59);
    } while (i_vec < 288L);
    __m128i t60 = _mm_set1_epi32(288);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t60, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t61 = _mm_set1_epi32(3);
    __m128i t62 = _mm_add_epi32(t61, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t63 = _mm_sub_epi32(t62, _mm_set1_epi32(5));
    vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t62, t63);
    __m128i t64 = _mm_set1_epi32(8);
    __m128i t65 = _mm_add_epi32(t64, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t66 = _mm_sub_epi32(t65, _mm_set1_epi32(14));
    vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t65, t66);
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t67 = 288L + i_vec_1;
        __m128i t68 = _mm_cmpeq_epi32((__m128i)t3, _mm_set1_epi32(0));
        __m128i t69 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(7));
        __m128i t70 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t68, t69); });
        vcc_v4_uchar t71 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t70, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t67], t71);
        vcc_v4_uchar t72 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)(__m128i)t4, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t67], t72);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        __m128i t73 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(4));
        __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(5));
        t3 = (vcc_v4_int)_mm_min_epu32(t73, t74);
        __m128i t75 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
        __m128i t76 = _mm_sub_epi32(t75, _mm_set1_epi32(14));
        t4 = (vcc_v4_int)_mm_min_epu32(t75, t76);
    } while (i_vec_1 < 12L);
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long i_vec_2 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&c.slot[i_vec_2], _mm_set1_epi32(0));
            _mm_storeu_si128((__m128i *)&c.slot[i_vec_2 + 4L], _mm_set1_epi32(0));
            _mm_storeu_si128((__m128i *)&c.slot[i_vec_2 + 8L], _mm_set1_epi32(0));
            _mm_storeu_si128((__m128i *)&c.slot[i_vec_2 + 12L], _mm_set1_epi32(0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 288L);
        long i_vec_3 = 0L;
        /* vcc: loop at widen_select.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&c.slot[288L + i_vec_3], _mm_set1_epi32(0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 12L);
        set_costs(n, &c, lens, extra);
        unsigned int check = 0U;
        for (int i = 0; i < 300; i++) {
            check = check * 31U + c.slot[i];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
