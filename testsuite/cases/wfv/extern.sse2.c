/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

__m128 _ZGVbN4vu_scale(__m128 p1, float p2);
__m128i _ZGVbN4v_clampi(__m128i p1);
__m128i _ZGVbM4v_clampi(__m128i p1, __m128i p2);
__m128d _ZGVbN2ulv_pick(const double *p1, int p2, __m128d p3);
__m128d _ZGVbM2ulv_pick(const double *p1, int p2, __m128d p3, __m128d p4);
/* Annotated functions defined in another file (extern.lib.c, built by gcc -fopenmp-simd):
   with --extern-variants vcc calls their variants by ABI name from the vectorized loops. */
#include <stdio.h>
/* vcc-test: flags --extern-variants */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(k) notinbranch */
float scale(float x, float k);
/* #pragma omp declare simd */
int clampi(int x);
/* #pragma omp declare simd uniform(p) linear(i) */
double pick(const double *p, int i, double w);

float out[1003];
int iout[1003];
double dv[64], dout[64];

void scale_all(int n, float k) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at extern.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 t4 = _mm_cvtepi32_ps((__m128i)i_v);
            __m128 t5 = _mm_sub_ps(t4, _mm_set1_ps(40.0f));
            __m128 t6 = _ZGVbN4vu_scale(t5, k);
            _mm_storeu_ps(&out[i_vec], t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128 t8 = _mm_cvtepi32_ps(t7);
            __m128 t9 = _mm_sub_ps(t8, _mm_set1_ps(40.0f));
            __m128 t10 = _ZGVbN4vu_scale(t9, k);
            _mm_storeu_ps(&out[i_vec + 4L], t10);
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128 t12 = _mm_cvtepi32_ps(t11);
            __m128 t13 = _mm_sub_ps(t12, _mm_set1_ps(40.0f));
            __m128 t14 = _ZGVbN4vu_scale(t13, k);
            _mm_storeu_ps(&out[i_vec + 8L], t14);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128 t16 = _mm_cvtepi32_ps(t15);
            __m128 t17 = _mm_sub_ps(t16, _mm_set1_ps(40.0f));
            __m128 t18 = _ZGVbN4vu_scale(t17, k);
            _mm_storeu_ps(&out[i_vec + 12L], t18);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        __m128i t22 = _mm_set1_epi32((int)t19);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128 t23 = _mm_cvtepi32_ps((__m128i)i_v_1);
            __m128 t24 = _mm_sub_ps(t23, _mm_set1_ps(40.0f));
            __m128 t25 = _ZGVbN4vu_scale(t24, k);
            _mm_storeu_ps(&out[(long)t19 + i_vec_1], t25);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

void clamp_some(int n) {
    int t26;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        __m128i t5 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t6 = _mm_set1_epi32(0);
        __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t8 = _mm_cmpgt_epi32(t7, _mm_set1_epi32(2));
        __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t8, _mm_set1_epi32(3)); });
        vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t7, t9);
        long i_vec = 0L;
        /* vcc: loop at extern.c:26 vectorized: VF 4, UF 2, the remainder at 27:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t10 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t1, _mm_set1_epi32(0)));
            __m128i t11 = _mm_sub_epi32((__m128i)i_v, _mm_set1_epi32(500));
            __m128i t12 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t10);
            __m128i t13 = _ZGVbM4v_clampi(t11, t12);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&iout + (unsigned long)i_vec * 4UL), t13, t10);
            __m128i t14 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t15 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
            __m128i t16 = _mm_cmpgt_epi32(t15, _mm_set1_epi32(2));
            __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(3)); });
            __m128i t18 = _mm_sub_epi32(t15, t17);
            __m128i t19 = vcc_sse_not(_mm_cmpeq_epi32(t18, _mm_set1_epi32(0)));
            __m128i t20 = _mm_sub_epi32(t14, _mm_set1_epi32(500));
            __m128i t21 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t19);
            __m128i t22 = _ZGVbM4v_clampi(t20, t21);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&iout + (unsigned long)(i_vec + 4L) * 4UL), t22, t19);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
            __m128i t24 = _mm_cmpgt_epi32(t23, _mm_set1_epi32(2));
            __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, _mm_set1_epi32(3)); });
            t1 = (vcc_v4_int)_mm_sub_epi32(t23, t25);
        } while (i_vec < t4);
        t26 = (int)t4;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 4L) & (t26 >= 0)) {
        long t28 = t27 & -4L;
        __m128i t29 = _mm_set1_epi32((int)t26);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t30 = _mm_set1_epi32((int)(t26 % 3));
        __m128i t31 = _mm_add_epi32(t30, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t32 = _mm_cmpgt_epi32(t31, _mm_set1_epi32(2));
        __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, _mm_set1_epi32(3)); });
        vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t31, t33);
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t34 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t2, _mm_set1_epi32(0)));
            __m128i t35 = _mm_sub_epi32((__m128i)i_v_1, _mm_set1_epi32(500));
            __m128i t36 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t34);
            __m128i t37 = _ZGVbM4v_clampi(t35, t36);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&iout + (unsigned long)((long)t26 + i_vec_1) * 4UL), t37, t34);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            __m128i t38 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
            __m128i t39 = _mm_cmpgt_epi32(t38, _mm_set1_epi32(2));
            __m128i t40 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t39, _mm_set1_epi32(3)); });
            t2 = (vcc_v4_int)_mm_sub_epi32(t38, t40);
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        if (i % 3) {
            iout[i] = clampi(i - 500);
        }
    }
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
void pick_all(int n) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at extern.c:34 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d t3 = _ZGVbN2ulv_pick(dv, (int)i_vec, _mm_set1_pd(0.25));
            _mm_storeu_pd(&dout[i_vec], t3);
            long t4 = i_vec + 2L;
            __m128d t5 = _ZGVbN2ulv_pick(dv, (int)t4, _mm_set1_pd(0.25));
            _mm_storeu_pd(&dout[t4], t5);
            long t6 = i_vec + 4L;
            __m128d t7 = _ZGVbN2ulv_pick(dv, (int)t6, _mm_set1_pd(0.25));
            _mm_storeu_pd(&dout[t6], t7);
            long t8 = i_vec + 6L;
            __m128d t9 = _ZGVbN2ulv_pick(dv, (int)t8, _mm_set1_pd(0.25));
            _mm_storeu_pd(&dout[t8], t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 2L) {
        long t12 = t11 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:34 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128d t14 = _ZGVbN2ulv_pick(dv, (int)t13, _mm_set1_pd(0.25));
            _mm_storeu_pd(&dout[t13], t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

int main(void) {
    int sizes[6];
    int t14;
    vcc_v2_int t1 = (vcc_v2_int){0, 0};
    vcc_v2_uint t2 = (vcc_v2_uint)t1;
    vcc_v2_uint i_v = t2 + (vcc_v2_uint){0U, 1U};
    long i_vec = 0L;
    /* vcc: loop at extern.c:39 vectorized: VF 2, UF 4, scalar epilogue */
    do {
        vcc_v2_int i_v_1 = (vcc_v2_int)i_v;
        __m128d t3 = (__m128d)__builtin_convertvector(i_v_1, vcc_v2_double);
        __m128d t4 = _mm_mul_pd(t3, _mm_set1_pd(1.5));
        _mm_storeu_pd(&dv[i_vec], t4);
        vcc_v2_uint t5 = i_v + (vcc_v2_uint){2U, 2U};
        vcc_v2_int i_v_2 = (vcc_v2_int)t5;
        __m128d t6 = (__m128d)__builtin_convertvector(i_v_2, vcc_v2_double);
        __m128d t7 = _mm_mul_pd(t6, _mm_set1_pd(1.5));
        _mm_storeu_pd(&dv[i_vec + 2L], t7);
        vcc_v2_uint t8 = i_v + (vcc_v2_uint){4U, 4U};
        vcc_v2_int i_v_3 = (vcc_v2_int)t8;
        __m128d t9 = (__m128d)__builtin_convertvector(i_v_3, vcc_v2_double);
        __m128d t10 = _mm_mul_pd(t9, _mm_set1_pd(1.5));
        _mm_storeu_pd(&dv[i_vec + 4L], t10);
        vcc_v2_uint t11 = i_v + (vcc_v2_uint){6U, 6U};
        vcc_v2_int i_v_4 = (vcc_v2_int)t11;
        __m128d t12 = (__m128d)__builtin_convertvector(i_v_4, vcc_v2_double);
        __m128d t13 = _mm_mul_pd(t12, _mm_set1_pd(1.5));
        _mm_storeu_pd(&dv[i_vec + 6L], t13);
        i_vec += 8L;
        i_v = i_v + (vcc_v2_uint){8U, 8U};
    } while (i_vec < 64L);
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t14 = n;
        } else {
            t14 = 64;
        }
        pick_all(t14);
        double sum = 0.0;
        long t = 0L;
        for (int i = 0; i < n; i++) {
            long t15 = (long)i;
            sum += (double)out[t15];
            t += (long)iout[t15];
        }
        double sum_1 = sum;
        for (int i_1 = 0; i_1 < 64; i_1++) {
            sum_1 += dout[i_1];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
