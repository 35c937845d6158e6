/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }

/* vcc-test: expect-vectorized 2 */
#include <stdint.h>
#include <stdio.h>

/* Pointers in loops whose other values vectorize. No vector lane holds a pointer: a pointer the
   same in every iteration, converted to an integer, is converted once (it was splatted as a
   vector of pointers, which the emitter could not write, so the function stayed as written);
   pointers chosen per iteration keep the loop scalar, with a remark. */
void scale_by_tag(int *a, void *tag, int n) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
        __m128i t5 = _mm_set1_epi64x((long long)(long)tag);
        vcc_v2_int t6 = __builtin_convertvector((vcc_v2_long)t5, vcc_v2_int);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:10 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            vcc_v2_int t7 = i_v_2 * t6;
            vcc_store(a + i_vec, t7);
            vcc_v2_uint t8 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t8;
            vcc_v2_int t9 = i_v_3 * t6;
            vcc_store(a + (i_vec + 2L), t9);
            vcc_v2_uint t10 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t10;
            vcc_v2_int t11 = i_v_4 * t6;
            vcc_store(a + (i_vec + 4L), t11);
            vcc_v2_uint t12 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t12;
            vcc_v2_int t13 = i_v_5 * t6;
            vcc_store(a + (i_vec + 6L), t13);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        vcc_v2_int t17 = (vcc_v2_int){t14, t14};
        vcc_v2_uint t18 = (vcc_v2_uint)t17;
        vcc_v2_uint i_v_1 = t18 + (vcc_v2_uint){0U, 1U};
        __m128i t19 = _mm_set1_epi64x((long long)(long)tag);
        vcc_v2_int t20 = __builtin_convertvector((vcc_v2_long)t19, vcc_v2_int);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:10 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            vcc_v2_int t21 = i_v_6 * t20;
            vcc_store(a + ((long)t14 + i_vec_1), t21);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = i * (int)(long)tag;
    }
}

void offsets(long *out, const char *base, const char *p, int n) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
        __m128i t5 = _mm_set1_epi64x((long long)(unsigned long)p);
        __m128i t6 = _mm_set1_epi64x((long long)(unsigned long)base);
        __m128i t7 = _mm_sub_epi64(t5, t6);
        long i_vec = 0L;
        /* vcc: loop at pointer_values.c:15 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            __m128i t8 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_2));
            __m128i t9 = _mm_add_epi64(t7, t8);
            _mm_storeu_si128((__m128i *)(out + i_vec), t9);
            vcc_v2_uint t10 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t10;
            __m128i t11 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_3));
            __m128i t12 = _mm_add_epi64(t7, t11);
            _mm_storeu_si128((__m128i *)(out + (i_vec + 2L)), t12);
            vcc_v2_uint t13 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t13;
            __m128i t14 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_4));
            __m128i t15 = _mm_add_epi64(t7, t14);
            _mm_storeu_si128((__m128i *)(out + (i_vec + 4L)), t15);
            vcc_v2_uint t16 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t16;
            __m128i t17 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_5));
            __m128i t18 = _mm_add_epi64(t7, t17);
            _mm_storeu_si128((__m128i *)(out + (i_vec + 6L)), t18);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 2L) {
        long t21 = t20 & -2L;
        vcc_v2_int t22 = (vcc_v2_int){t19, t19};
        vcc_v2_uint t23 = (vcc_v2_uint)t22;
        vcc_v2_uint i_v_1 = t23 + (vcc_v2_uint){0U, 1U};
        __m128i t24 = _mm_set1_epi64x((long long)(unsigned long)p);
        __m128i t25 = _mm_set1_epi64x((long long)(unsigned long)base);
        __m128i t26 = _mm_sub_epi64(t24, t25);
        long i_vec_1 = 0L;
        /* vcc: loop at pointer_values.c:15 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            __m128i t27 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_6));
            __m128i t28 = _mm_add_epi64(t26, t27);
            _mm_storeu_si128((__m128i *)(out + ((long)t19 + i_vec_1)), t28);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        out[t29] = (long)((unsigned long)p - (unsigned long)base) + t29;
    }
}

void pick_names(const char **out, const int *c, const char *yes, const char *no, int n) {
    for (int i = 0; i < n; i++)
        out[i] = c[i] ? yes : no;
}

int main(void) {
    static int a[100];
    static long o[100];
    static const char *names[100];
    static int c[100];
    static const char text[7] = "yes\000no";
    int ns[6];
    int t42;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 0));
    __m128i t5 = _mm_cmpgt_epi32(t4, _mm_set1_epi32(2));
    __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(3)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t4, t6);
    long i_vec = 0L;
    /* vcc: loop at pointer_values.c:30 vectorized: VF 4, UF 4, the remainder at 31:16 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t7 = _mm_cmpeq_epi32((__m128i)t1, _mm_set1_epi32(0));
        __m128i t8 = (__m128i)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
        _mm_storeu_si128((__m128i *)&c[i_vec], t8);
        __m128i t9 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
        __m128i t10 = _mm_cmpgt_epi32(t9, _mm_set1_epi32(2));
        __m128i t11 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t10, _mm_set1_epi32(3)); });
        __m128i t12 = _mm_sub_epi32(t9, t11);
        __m128i t13 = _mm_cmpeq_epi32(t12, _mm_set1_epi32(0));
        __m128i t14 = (__m128i)__builtin_convertvector((vcc_m4)t13 & 1, vcc_v4_int);
        _mm_storeu_si128((__m128i *)&c[i_vec + 4L], t14);
        __m128i t15 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t16 = _mm_cmpgt_epi32(t15, _mm_set1_epi32(2));
        __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(3)); });
        __m128i t18 = _mm_sub_epi32(t15, t17);
        __m128i t19 = _mm_cmpeq_epi32(t18, _mm_set1_epi32(0));
        __m128i t20 = (__m128i)__builtin_convertvector((vcc_m4)t19 & 1, vcc_v4_int);
        _mm_storeu_si128((__m128i *)&c[i_vec + 8L], t20);
        __m128i t21 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(0));
        __m128i t22 = _mm_cmpgt_epi32(t21, _mm_set1_epi32(2));
        __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t22, _mm_set1_epi32(3)); });
        __m128i t24 = _mm_sub_epi32(t21, t23);
        __m128i t25 = _mm_cmpeq_epi32(t24, _mm_set1_epi32(0));
        __m128i t26 = (__m128i)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
        _mm_storeu_si128((__m128i *)&c[i_vec + 12L], t26);
        i_vec += 16L;
        __m128i t27 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
        __m128i t28 = _mm_cmpgt_epi32(t27, _mm_set1_epi32(2));
        __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(3)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t27, t29);
    } while (i_vec < 96L);
    __m128i t30 = _mm_set1_epi32(0);
    __m128i t31 = _mm_add_epi32(t30, _mm_setr_epi32(0, 1, 2, 0));
    __m128i t32 = _mm_cmpgt_epi32(t31, _mm_set1_epi32(2));
    __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, _mm_set1_epi32(3)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t31, t33);
    long i_vec_1 = 0L;
    /* vcc: loop at pointer_values.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t34 = _mm_cmpeq_epi32((__m128i)t2, _mm_set1_epi32(0));
        __m128i t35 = (__m128i)__builtin_convertvector((vcc_m4)t34 & 1, vcc_v4_int);
        _mm_storeu_si128((__m128i *)&c[96L + i_vec_1], t35);
        i_vec_1 += 4L;
        __m128i t36 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
        __m128i t37 = _mm_cmpgt_epi32(t36, _mm_set1_epi32(2));
        __m128i t38 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t37, _mm_set1_epi32(3)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t36, t38);
    } while (i_vec_1 < 4L);
    ns[0] = 0;
    ns[1] = 1;
    ns[2] = 7;
    ns[3] = 8;
    ns[4] = 31;
    ns[5] = 100;
    for (int k = 0; k < 6; k++) {
        long t39 = (long)k;
        int n = ns[t39];
        scale_by_tag(a, (void *)(long)(k + 3), n);
        offsets(o, text, text + t39, n);
        pick_names(names, c, text, text + 4, n);
        long s = 0L;
        for (int i = 0; i < n; i++) {
            long t40 = (long)i;
            long t41 = (long)a[t40] + o[t40] * 3L;
            if (names[t40] == text) {
                t42 = 5;
            } else {
                t42 = 11;
            }
            s += t41 + (long)t42;
        }
        printf("%d %ld\n", n, s);
    }
    return 0;
}
