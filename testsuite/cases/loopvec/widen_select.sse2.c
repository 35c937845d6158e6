/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
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

void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
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
            __m128i t3 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpeq_epi8(_mm_cvtsi32_si128((int)lens_v), _mm_cvtsi32_si128((int)(vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            vcc_v4_uchar t4 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t3, vcc_v4_schar), lens_v, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t4));
            vcc_v4_uchar extra_v = vcc_load(vcc_v4_uchar, extra + i_vec);
            __m128i t5 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v));
            __m128i t6 = _mm_add_epi32(len_v, t5);
            __m128i t7 = (__m128i)((vcc_v4_uint)t6 * (vcc_v4_uint)_mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[i_vec], t7);
            long t8 = i_vec + 4L;
            vcc_v4_uchar lens_v_1 = vcc_load(vcc_v4_uchar, lens + t8);
            __m128i t9 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpeq_epi8(_mm_cvtsi32_si128((int)lens_v_1), _mm_cvtsi32_si128((int)(vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            vcc_v4_uchar t10 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t9, vcc_v4_schar), lens_v_1, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_1 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t10));
            vcc_v4_uchar extra_v_1 = vcc_load(vcc_v4_uchar, extra + t8);
            __m128i t11 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_1));
            __m128i t12 = _mm_add_epi32(len_v_1, t11);
            __m128i t13 = (__m128i)((vcc_v4_uint)t12 * (vcc_v4_uint)_mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[t8], t13);
            long t14 = i_vec + 8L;
            vcc_v4_uchar lens_v_2 = vcc_load(vcc_v4_uchar, lens + t14);
            __m128i t15 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpeq_epi8(_mm_cvtsi32_si128((int)lens_v_2), _mm_cvtsi32_si128((int)(vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            vcc_v4_uchar t16 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t15, vcc_v4_schar), lens_v_2, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_2 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t16));
            vcc_v4_uchar extra_v_2 = vcc_load(vcc_v4_uchar, extra + t14);
            __m128i t17 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_2));
            __m128i t18 = _mm_add_epi32(len_v_2, t17);
            __m128i t19 = (__m128i)((vcc_v4_uint)t18 * (vcc_v4_uint)_mm_set1_epi32(16));
            _mm_storeu_si128((__m128i *)&c->slot[t14], t19);
            long t20 = i_vec + 12L;
            vcc_v4_uchar lens_v_3 = vcc_load(vcc_v4_uchar, lens + t20);
            __m128i t21 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpeq_epi8(_mm_cvtsi32_si128((int)lens_v_3), _mm_cvtsi32_si128((int)(vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t21, vcc_v4_schar), lens_v_3, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_3 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t22));
            vcc_v4_uchar extra_v_3 = vcc_load(vcc_v4_uchar, extra + t20);
            __m128i t23 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_3));
            __m128i t24 = _mm_add_epi32(len_v_3, t23);
            __m128i t25 = (__m128i)((vcc_v4_uint)t24 * (vcc_v4_uint)_mm_set1_epi32(16));
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
            __m128i t30 = ({ __m128i vcc_m = vcc_sse_not(_mm_cmpeq_epi8(_mm_cvtsi32_si128((int)lens_v_4), _mm_cvtsi32_si128((int)(vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}))); vcc_m = _mm_unpacklo_epi8(vcc_m, vcc_m); vcc_m = _mm_unpacklo_epi16(vcc_m, vcc_m); vcc_m; });
            vcc_v4_uchar t31 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t30, vcc_v4_schar), lens_v_4, ((vcc_v4_uchar){(unsigned char)10, (unsigned char)10, (unsigned char)10, (unsigned char)10}));
            __m128i len_v_4 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t31));
            vcc_v4_uchar extra_v_4 = vcc_load(vcc_v4_uchar, extra + t29);
            __m128i t32 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)extra_v_4));
            __m128i t33 = _mm_add_epi32(len_v_4, t32);
            __m128i t34 = (__m128i)((vcc_v4_uint)t33 * (vcc_v4_uint)_mm_set1_epi32(16));
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

int main(void) {
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    __m128i t5 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t6 = _mm_set1_epi32(0);
    __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t8 = _mm_cmpgt_epi32(t7, _mm_set1_epi32(4));
    __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t8, _mm_set1_epi32(5)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t7, t9);
    __m128i t10 = _mm_set1_epi32(0);
    __m128i t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t12 = _mm_cmpgt_epi32(t11, _mm_set1_epi32(13));
    __m128i t13 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, _mm_set1_epi32(14)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t11, t13);
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 4, UF 4, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t14 = _mm_cmpeq_epi32((__m128i)t1, _mm_set1_epi32(0));
        __m128i t15 = (__m128i)((vcc_v4_uint)(__m128i)i_v * (vcc_v4_uint)_mm_set1_epi32(7));
        __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t14, t15); });
        vcc_v4_uchar t17 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t16, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[i_vec], t17);
        vcc_v4_uchar t18 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)(__m128i)t2, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[i_vec], t18);
        long t19 = i_vec + 4L;
        __m128i t20 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t21 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t22 = _mm_cmpgt_epi32(t21, _mm_set1_epi32(4));
        __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, _mm_set1_epi32(5)); });
        __m128i t24 = _mm_sub_epi32(t21, t23);
        __m128i t25 = _mm_cmpeq_epi32(t24, _mm_set1_epi32(0));
        __m128i t26 = (__m128i)((vcc_v4_uint)t20 * (vcc_v4_uint)_mm_set1_epi32(7));
        __m128i t27 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t25, t26); });
        vcc_v4_uchar t28 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t27, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t19], t28);
        __m128i t29 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t30 = _mm_cmpgt_epi32(t29, _mm_set1_epi32(13));
        __m128i t31 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t30, _mm_set1_epi32(14)); });
        __m128i t32 = _mm_sub_epi32(t29, t31);
        vcc_v4_uchar t33 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t32, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t19], t33);
        long t34 = i_vec + 8L;
        __m128i t35 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t36 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(3));
        __m128i t37 = _mm_cmpgt_epi32(t36, _mm_set1_epi32(4));
        __m128i t38 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t37, _mm_set1_epi32(5)); });
        __m128i t39 = _mm_sub_epi32(t36, t38);
        __m128i t40 = _mm_cmpeq_epi32(t39, _mm_set1_epi32(0));
        __m128i t41 = (__m128i)((vcc_v4_uint)t35 * (vcc_v4_uint)_mm_set1_epi32(7));
        __m128i t42 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t40, t41); });
        vcc_v4_uchar t43 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t42, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t34], t43);
        __m128i t44 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
        __m128i t45 = _mm_cmpgt_epi32(t44, _mm_set1_epi32(13));
        __m128i t46 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t45, _mm_set1_epi32(14)); });
        __m128i t47 = _mm_sub_epi32(t44, t46);
        vcc_v4_uchar t48 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t47, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t34], t48);
        long t49 = i_vec + 12L;
        __m128i t50 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t51 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t52 = _mm_cmpgt_epi32(t51, _mm_set1_epi32(4));
        __m128i t53 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, _mm_set1_epi32(5)); });
        __m128i t54 = _mm_sub_epi32(t51, t53);
        __m128i t55 = _mm_cmpeq_epi32(t54, _mm_set1_epi32(0));
        __m128i t56 = (__m128i)((vcc_v4_uint)t50 * (vcc_v4_uint)_mm_set1_epi32(7));
        __m128i t57 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t55, t56); });
        vcc_v4_uchar t58 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t57, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t49], t58);
        __m128i t59 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(12));
        __m128i t60 = _mm_cmpgt_epi32(t59, _mm_set1_epi32(13));
        __m128i t61 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t60, _mm_set1_epi32(14)); });
        __m128i t62 = _mm_sub_epi32(t59, t61);
        vcc_v4_uchar t63 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t62, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t49], t63);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        __m128i t64 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
        __m128i t65 = _mm_cmpgt_epi32(t64, _mm_set1_epi32(4));
        __m128i t66 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t65, _mm_set1_epi32(5)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t64, t66);
        __m128i t67 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
        __m128i t68 = _mm_cmpgt_epi32(t67, _mm_set1_epi32(13));
        __m128i t69 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t68, _mm_set1_epi32(14)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t67, t69);
    } while (i_vec < 288L);
    __m128i t70 = _mm_set1_epi32(288);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t70, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t71 = _mm_set1_epi32(3);
    __m128i t72 = _mm_add_epi32(t71, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t73 = _mm_cmpgt_epi32(t72, _mm_set1_epi32(4));
    __m128i t74 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t73, _mm_set1_epi32(5)); });
    vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t72, t74);
    __m128i t75 = _mm_set1_epi32(8);
    __m128i t76 = _mm_add_epi32(t75, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t77 = _mm_cmpgt_epi32(t76, _mm_set1_epi32(13));
    __m128i t78 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t77, _mm_set1_epi32(14)); });
    vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t76, t78);
    long i_vec_1 = 0L;
    /* vcc: loop at widen_select.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t79 = 288L + i_vec_1;
        __m128i t80 = _mm_cmpeq_epi32((__m128i)t3, _mm_set1_epi32(0));
        __m128i t81 = (__m128i)((vcc_v4_uint)(__m128i)i_v_1 * (vcc_v4_uint)_mm_set1_epi32(7));
        __m128i t82 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t80, t81); });
        vcc_v4_uchar t83 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t82, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&lens[t79], t83);
        vcc_v4_uchar t84 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)(__m128i)t4, vcc_v4_short), vcc_v4_uchar);
        vcc_store(&extra[t79], t84);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        __m128i t85 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(4));
        __m128i t86 = _mm_cmpgt_epi32(t85, _mm_set1_epi32(4));
        __m128i t87 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t86, _mm_set1_epi32(5)); });
        t3 = (vcc_v4_int)_mm_sub_epi32(t85, t87);
        __m128i t88 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
        __m128i t89 = _mm_cmpgt_epi32(t88, _mm_set1_epi32(13));
        __m128i t90 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t89, _mm_set1_epi32(14)); });
        t4 = (vcc_v4_int)_mm_sub_epi32(t88, t90);
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
