/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
void roots(int n, double *restrict r, const double *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sqrt_map.c:7 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_sqrt_pd(a_v);
            _mm_storeu_pd(r + i_vec, t3);
            long t4 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t4);
            __m128d t5 = _mm_sqrt_pd(a_v_1);
            _mm_storeu_pd(r + t4, t5);
            long t6 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t6);
            __m128d t7 = _mm_sqrt_pd(a_v_2);
            _mm_storeu_pd(r + t6, t7);
            long t8 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t8);
            __m128d t9 = _mm_sqrt_pd(a_v_3);
            _mm_storeu_pd(r + t8, t9);
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
        /* vcc: loop at sqrt_map.c:7 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t13);
            __m128d t14 = _mm_sqrt_pd(a_v_4);
            _mm_storeu_pd(r + t13, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        double t16 = a[t15];
        r[t15] = sqrt(t16);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    vcc_v2_int t3 = (vcc_v2_int){0, 0};
    vcc_v2_int t4 = t3 + (vcc_v2_int){0, 1};
    __m128i t5 = (__m128i)__builtin_convertvector(t4 > (vcc_v2_int){30, 30}, vcc_m2);
    vcc_v2_uint t6 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t5, vcc_v2_int), ((vcc_v2_uint){31U, 31U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t7 = (vcc_v2_uint)t4;
    vcc_v2_uint t8 = t7 - t6;
    vcc_v2_int t1 = (vcc_v2_int)t8;
    long i_vec = 0L;
    /* vcc: loop at sqrt_map.c:14 vectorized: VF 2, UF 4, the remainder at 15:25 by 31 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        vcc_v2_int t9 = t1 * t1;
        __m128d t10 = (__m128d)__builtin_convertvector(t9, vcc_v2_double);
        _mm_storeu_pd(&a[i_vec], t10);
        vcc_v2_int t11 = t1 + (vcc_v2_int){2, 2};
        __m128i t12 = (__m128i)__builtin_convertvector(t11 > (vcc_v2_int){30, 30}, vcc_m2);
        vcc_v2_uint t13 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t12, vcc_v2_int), ((vcc_v2_uint){31U, 31U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t14 = (vcc_v2_uint)t11;
        vcc_v2_uint t15 = t14 - t13;
        vcc_v2_int t16 = (vcc_v2_int)t15;
        vcc_v2_int t17 = t16 * t16;
        __m128d t18 = (__m128d)__builtin_convertvector(t17, vcc_v2_double);
        _mm_storeu_pd(&a[i_vec + 2L], t18);
        vcc_v2_int t19 = t1 + (vcc_v2_int){4, 4};
        __m128i t20 = (__m128i)__builtin_convertvector(t19 > (vcc_v2_int){30, 30}, vcc_m2);
        vcc_v2_uint t21 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t20, vcc_v2_int), ((vcc_v2_uint){31U, 31U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t22 = (vcc_v2_uint)t19;
        vcc_v2_uint t23 = t22 - t21;
        vcc_v2_int t24 = (vcc_v2_int)t23;
        vcc_v2_int t25 = t24 * t24;
        __m128d t26 = (__m128d)__builtin_convertvector(t25, vcc_v2_double);
        _mm_storeu_pd(&a[i_vec + 4L], t26);
        vcc_v2_int t27 = t1 + (vcc_v2_int){6, 6};
        __m128i t28 = (__m128i)__builtin_convertvector(t27 > (vcc_v2_int){30, 30}, vcc_m2);
        vcc_v2_uint t29 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t28, vcc_v2_int), ((vcc_v2_uint){31U, 31U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t30 = (vcc_v2_uint)t27;
        vcc_v2_uint t31 = t30 - t29;
        vcc_v2_int t32 = (vcc_v2_int)t31;
        vcc_v2_int t33 = t32 * t32;
        __m128d t34 = (__m128d)__builtin_convertvector(t33, vcc_v2_double);
        _mm_storeu_pd(&a[i_vec + 6L], t34);
        i_vec += 8L;
        vcc_v2_int t35 = t1 + (vcc_v2_int){8, 8};
        __m128i t36 = (__m128i)__builtin_convertvector(t35 > (vcc_v2_int){30, 30}, vcc_m2);
        vcc_v2_uint t37 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t36, vcc_v2_int), ((vcc_v2_uint){31U, 31U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t38 = (vcc_v2_uint)t35;
        vcc_v2_uint t39 = t38 - t37;
        t1 = (vcc_v2_int)t39;
    } while (i_vec < 1000L);
    vcc_v2_int t40 = (vcc_v2_int){8, 8};
    vcc_v2_int t41 = t40 + (vcc_v2_int){0, 1};
    __m128i t42 = (__m128i)__builtin_convertvector(t41 > (vcc_v2_int){30, 30}, vcc_m2);
    vcc_v2_uint t43 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t42, vcc_v2_int), ((vcc_v2_uint){31U, 31U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t44 = (vcc_v2_uint)t41;
    vcc_v2_uint t45 = t44 - t43;
    vcc_v2_int t2 = (vcc_v2_int)t45;
    long i_vec_1 = 0L;
    /* vcc: loop at sqrt_map.c:14 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        vcc_v2_int t46 = t2 * t2;
        __m128d t47 = (__m128d)__builtin_convertvector(t46, vcc_v2_double);
        _mm_storeu_pd(&a[1000L + i_vec_1], t47);
        i_vec_1 += 2L;
        vcc_v2_int t48 = t2 + (vcc_v2_int){2, 2};
        __m128i t49 = (__m128i)__builtin_convertvector(t48 > (vcc_v2_int){30, 30}, vcc_m2);
        vcc_v2_uint t50 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t49, vcc_v2_int), ((vcc_v2_uint){31U, 31U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t51 = (vcc_v2_uint)t48;
        vcc_v2_uint t52 = t51 - t50;
        t2 = (vcc_v2_int)t52;
    } while (i_vec_1 < 2L);
    int i = 1002;
    while (i < 1003) {
        int t53 = i % 31;
        a[i] = (double)(t53 * t53);
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at sqrt_map.c:18 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            _mm_storeu_pd(&r[i_vec_2], _mm_set1_pd(-1.0));
            _mm_storeu_pd(&r[i_vec_2 + 2L], _mm_set1_pd(-1.0));
            _mm_storeu_pd(&r[i_vec_2 + 4L], _mm_set1_pd(-1.0));
            _mm_storeu_pd(&r[i_vec_2 + 6L], _mm_set1_pd(-1.0));
            i_vec_2 += 8L;
        } while (i_vec_2 < 1000L);
        long i_vec_3 = 0L;
        /* vcc: loop at sqrt_map.c:18 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            _mm_storeu_pd(&r[1000L + i_vec_3], _mm_set1_pd(-1.0));
            i_vec_3 += 2L;
        } while (i_vec_3 < 2L);
        r[1002] = -1.0;
        roots(n, r, a);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1];
            i_1++;
        }
        printf("n=%d check=%.1f\n", n, check);
        c++;
    }
    return 0;
}
