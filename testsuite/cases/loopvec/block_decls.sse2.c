/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=2 neon=2 */
#include <stdio.h>

/* Names a function declares inside its body, whose file-scope declarations come later: a
   rewritten body declares them again at its top (`extern ...;`, a prototype), since the
   output's text of the function stands where the original's did. (The gather of `weights`
   does not pay on sse4.2 and neon.) */
int total(const int *a, int n) {
    extern int bias;
    extern _Thread_local int calls;
    extern const short weights[];
    int scale(int);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * weights[i & 7];
    calls++;
    return scale(s) + bias;
}

void fill(float *out, int n) {
    extern float gain;
    float clampf(float, float);
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)&gain;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        __m128i t5 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at block_decls.c:23 vectorized: VF 4, UF 4, run-time check: `gain` and `out` do not overlap, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 t6 = _mm_cvtepi32_ps((__m128i)i_v);
            __m128 gain_v = _mm_set1_ps(gain);
            __m128 t7 = _mm_mul_ps(t6, gain_v);
            _mm_storeu_ps(out + i_vec, t7);
            __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128 t9 = _mm_cvtepi32_ps(t8);
            __m128 gain_v_1 = _mm_set1_ps(gain);
            __m128 t10 = _mm_mul_ps(t9, gain_v_1);
            _mm_storeu_ps(out + (i_vec + 4L), t10);
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128 t12 = _mm_cvtepi32_ps(t11);
            __m128 gain_v_2 = _mm_set1_ps(gain);
            __m128 t13 = _mm_mul_ps(t12, gain_v_2);
            _mm_storeu_ps(out + (i_vec + 8L), t13);
            __m128i t14 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128 t15 = _mm_cvtepi32_ps(t14);
            __m128 gain_v_3 = _mm_set1_ps(gain);
            __m128 t16 = _mm_mul_ps(t15, gain_v_3);
            _mm_storeu_ps(out + (i_vec + 12L), t16);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)&gain;
    unsigned long t20 = (unsigned long)out;
    if ((t18 >= 4L) & (((t19 + (unsigned long)(4L + (t18 - 1L) * 0L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= t19))) {
        long t21 = t18 & -4L;
        __m128i t22 = _mm_set1_epi32((int)t17);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at block_decls.c:23 vector epilogue: VF 4, UF 1, run-time check: `gain` and `out` do not overlap, scalar epilogue */
        do {
            __m128 t23 = _mm_cvtepi32_ps((__m128i)i_v_1);
            __m128 gain_v_4 = _mm_set1_ps(gain);
            __m128 t24 = _mm_mul_ps(t23, gain_v_4);
            _mm_storeu_ps(out + ((long)t17 + i_vec_1), t24);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t21);
        i = (int)((long)t17 + t21);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        out[i] = (float)i * gain;
    }
    float *t25 = out + 0;
    float t26 = *t25;
    *t25 = clampf(t26, 1.0f);
}

/* Declared in an inner block only. */
long count_odd(const long *a, int n) {
    extern long odd_seen;
    long c;
    int t10;
    long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i c_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i c_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i c_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i c_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at block_decls.c:33 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_and_si128(a_v, ((__m128i)(vcc_v2_long){1L, 1L}));
            c_v = _mm_add_epi64(c_v, t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 2L)));
            __m128i t4 = _mm_and_si128(a_v_1, ((__m128i)(vcc_v2_long){1L, 1L}));
            c_v_1 = _mm_add_epi64(c_v_1, t4);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_and_si128(a_v_2, ((__m128i)(vcc_v2_long){1L, 1L}));
            c_v_2 = _mm_add_epi64(c_v_2, t5);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 6L)));
            __m128i t6 = _mm_and_si128(a_v_3, ((__m128i)(vcc_v2_long){1L, 1L}));
            c_v_3 = _mm_add_epi64(c_v_3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi64(c_v, c_v_1);
        __m128i t8 = _mm_add_epi64(t7, c_v_2);
        __m128i t9 = _mm_add_epi64(t8, c_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_sse_reduce_epi64(t9, _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        __m128i c_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at block_decls.c:33 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m128i t14 = _mm_and_si128(a_v_4, ((__m128i)(vcc_v2_long){1L, 1L}));
            c_v_4 = _mm_add_epi64(c_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        c = (long)((unsigned long)t11 + vcc_sse_reduce_epi64(c_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t10;
        c = t11;
    }
    for (; i < n; i++) {
        c += a[i] & 1L;
    }
    odd_seen = odd_seen + c;
    return c;
}

int bias = 11;
_Thread_local int calls;
const short weights[8] = {1, -2, 3, -4, 5, -6, 7, -8};
float gain = 0.75f;
long odd_seen;

int scale(int x) {
    return x * 3 - 1;
}

float clampf(float x, float hi) {
    return x > hi ? hi : x;
}

int main(void) {
    int a[333];
    long l[100];
    float f[77];
    int n[6];
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at block_decls.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t2 = (__m128i)((vcc_v4_int)(__m128i)i_v * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t3 = _mm_sub_epi32(t2, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec], t3);
        __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t5 = (__m128i)((vcc_v4_int)t4 * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t6);
        __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t8 = (__m128i)((vcc_v4_int)t7 * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t9 = _mm_sub_epi32(t8, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t11 = (__m128i)((vcc_v4_int)t10 * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t12);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 320L);
    __m128i t13 = _mm_set1_epi32(320);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at block_decls.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t14 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[320L + i_vec_1], t15);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
    } while (i_vec_1 < 12L);
    for (int i = 332; i < 333; i++) {
        a[i] = i * 7 - 1000;
    }
    vcc_v2_int t16 = (vcc_v2_int){0, 0};
    vcc_v2_uint t17 = (vcc_v2_uint)t16;
    vcc_v2_uint i_v_2 = t17 + (vcc_v2_uint){0U, 1U};
    long i_vec_2 = 0L;
    /* vcc: loop at block_decls.c:60 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
    do {
        vcc_v2_int i_v_4 = (vcc_v2_int)i_v_2;
        vcc_v2_int t18 = i_v_4 * (vcc_v2_int){5, 5};
        vcc_v2_int t19 = t18 + (vcc_v2_int){3, 3};
        __m128i t20 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t19));
        _mm_storeu_si128((__m128i *)&l[i_vec_2], t20);
        vcc_v2_uint t21 = i_v_2 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int i_v_5 = (vcc_v2_int)t21;
        vcc_v2_int t22 = i_v_5 * (vcc_v2_int){5, 5};
        vcc_v2_int t23 = t22 + (vcc_v2_int){3, 3};
        __m128i t24 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t23));
        _mm_storeu_si128((__m128i *)&l[i_vec_2 + 2L], t24);
        vcc_v2_uint t25 = i_v_2 + (vcc_v2_uint){4U, 4U};
        vcc_v2_int i_v_6 = (vcc_v2_int)t25;
        vcc_v2_int t26 = i_v_6 * (vcc_v2_int){5, 5};
        vcc_v2_int t27 = t26 + (vcc_v2_int){3, 3};
        __m128i t28 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t27));
        _mm_storeu_si128((__m128i *)&l[i_vec_2 + 4L], t28);
        vcc_v2_uint t29 = i_v_2 + (vcc_v2_uint){6U, 6U};
        vcc_v2_int i_v_7 = (vcc_v2_int)t29;
        vcc_v2_int t30 = i_v_7 * (vcc_v2_int){5, 5};
        vcc_v2_int t31 = t30 + (vcc_v2_int){3, 3};
        __m128i t32 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t31));
        _mm_storeu_si128((__m128i *)&l[i_vec_2 + 6L], t32);
        i_vec_2 += 8L;
        i_v_2 = i_v_2 + (vcc_v2_uint){8U, 8U};
    } while (i_vec_2 < 96L);
    vcc_v2_int t33 = (vcc_v2_int){96, 96};
    vcc_v2_uint t34 = (vcc_v2_uint)t33;
    vcc_v2_uint i_v_3 = t34 + (vcc_v2_uint){0U, 1U};
    long i_vec_3 = 0L;
    /* vcc: loop at block_decls.c:60 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        vcc_v2_int i_v_8 = (vcc_v2_int)i_v_3;
        vcc_v2_int t35 = i_v_8 * (vcc_v2_int){5, 5};
        vcc_v2_int t36 = t35 + (vcc_v2_int){3, 3};
        __m128i t37 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t36));
        _mm_storeu_si128((__m128i *)&l[96L + i_vec_3], t37);
        i_vec_3 += 2L;
        i_v_3 = i_v_3 + (vcc_v2_uint){2U, 2U};
    } while (i_vec_3 < 4L);
    n[0] = 0;
    n[1] = 1;
    n[2] = 7;
    n[3] = 8;
    n[4] = 33;
    n[5] = 333;
    for (int k = 0; k < 6; k++) {
        int t38 = n[k];
        printf("%d ", total(a, t38));
    }
    fill(f, 77);
    long c = count_odd(l, 100);
    printf("\n%g %g %ld %ld %d\n", (double)f[0], (double)f[76], c, odd_seen, calls);
    return 0;
}
