/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
__attribute__((target("sse4.2"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_sub_pd(a_v, _mm_set1_pd(1.0));
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t4 = _mm_div_pd(t3, b_v);
            _mm_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t5);
            __m128d t6 = _mm_sub_pd(a_v_1, _mm_set1_pd(1.0));
            __m128d b_v_1 = _mm_loadu_pd(b + t5);
            __m128d t7 = _mm_div_pd(t6, b_v_1);
            _mm_storeu_pd(r + t5, t7);
            long t8 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t8);
            __m128d t9 = _mm_sub_pd(a_v_2, _mm_set1_pd(1.0));
            __m128d b_v_2 = _mm_loadu_pd(b + t8);
            __m128d t10 = _mm_div_pd(t9, b_v_2);
            _mm_storeu_pd(r + t8, t10);
            long t11 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t11);
            __m128d t12 = _mm_sub_pd(a_v_3, _mm_set1_pd(1.0));
            __m128d b_v_3 = _mm_loadu_pd(b + t11);
            __m128d t13 = _mm_div_pd(t12, b_v_3);
            _mm_storeu_pd(r + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_div.c:6 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t17);
            __m128d t18 = _mm_sub_pd(a_v_4, _mm_set1_pd(1.0));
            __m128d b_v_4 = _mm_loadu_pd(b + t17);
            __m128d t19 = _mm_div_pd(t18, b_v_4);
            _mm_storeu_pd(r + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        r[t20] = (a[t20] - 1.0) / b[t20];
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    vcc_v2_int t3 = (vcc_v2_int){0, 0};
    vcc_v2_uint t4 = (vcc_v2_uint)t3;
    vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t5 = t3 + (vcc_v2_int){0, 1};
    vcc_v2_uint t6 = (vcc_v2_uint)t5;
    vcc_v2_uint t7 = t6 - (vcc_v2_uint){29U, 29U};
    vcc_v2_uint t8 = vcc_min(vcc_v2_int, t6, t7);
    vcc_v2_int t1 = (vcc_v2_int)t8;
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 2, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
        __m128d t9 = (__m128d)__builtin_convertvector(t1, vcc_v2_double);
        _mm_storeu_pd(&a[i_vec], t9);
        vcc_v2_int t10 = i_v_2 % (vcc_v2_int){4, 4};
        vcc_v2_int t11 = (vcc_v2_int){1, 1} << t10;
        __m128d t12 = (__m128d)__builtin_convertvector(t11, vcc_v2_double);
        _mm_storeu_pd(&b[i_vec], t12);
        long t13 = i_vec + 2L;
        vcc_v2_uint t14 = i_v + (vcc_v2_uint){2U, 2U};
        vcc_v2_int i_v_3 = (vcc_v2_int)t14;
        vcc_v2_int t15 = t1 + (vcc_v2_int){2, 2};
        vcc_v2_uint t16 = (vcc_v2_uint)t15;
        vcc_v2_uint t17 = t16 - (vcc_v2_uint){29U, 29U};
        vcc_v2_uint t18 = vcc_min(vcc_v2_int, t16, t17);
        vcc_v2_int t19 = (vcc_v2_int)t18;
        __m128d t20 = (__m128d)__builtin_convertvector(t19, vcc_v2_double);
        _mm_storeu_pd(&a[t13], t20);
        vcc_v2_int t21 = i_v_3 % (vcc_v2_int){4, 4};
        vcc_v2_int t22 = (vcc_v2_int){1, 1} << t21;
        __m128d t23 = (__m128d)__builtin_convertvector(t22, vcc_v2_double);
        _mm_storeu_pd(&b[t13], t23);
        long t24 = i_vec + 4L;
        vcc_v2_uint t25 = i_v + (vcc_v2_uint){4U, 4U};
        vcc_v2_int i_v_4 = (vcc_v2_int)t25;
        vcc_v2_int t26 = t1 + (vcc_v2_int){4, 4};
        vcc_v2_uint t27 = (vcc_v2_uint)t26;
        vcc_v2_uint t28 = t27 - (vcc_v2_uint){29U, 29U};
        vcc_v2_uint t29 = vcc_min(vcc_v2_int, t27, t28);
        vcc_v2_int t30 = (vcc_v2_int)t29;
        __m128d t31 = (__m128d)__builtin_convertvector(t30, vcc_v2_double);
        _mm_storeu_pd(&a[t24], t31);
        vcc_v2_int t32 = i_v_4 % (vcc_v2_int){4, 4};
        vcc_v2_int t33 = (vcc_v2_int){1, 1} << t32;
        __m128d t34 = (__m128d)__builtin_convertvector(t33, vcc_v2_double);
        _mm_storeu_pd(&b[t24], t34);
        long t35 = i_vec + 6L;
        vcc_v2_uint t36 = i_v + (vcc_v2_uint){6U, 6U};
        vcc_v2_int i_v_5 = (vcc_v2_int)t36;
        vcc_v2_int t37 = t1 + (vcc_v2_int){6, 6};
        vcc_v2_uint t38 = (vcc_v2_uint)t37;
        vcc_v2_uint t39 = t38 - (vcc_v2_uint){29U, 29U};
        vcc_v2_uint t40 = vcc_min(vcc_v2_int, t38, t39);
        vcc_v2_int t41 = (vcc_v2_int)t40;
        __m128d t42 = (__m128d)__builtin_convertvector(t41, vcc_v2_double);
        _mm_storeu_pd(&a[t35], t42);
        vcc_v2_int t43 = i_v_5 % (vcc_v2_int){4, 4};
        vcc_v2_int t44 = (vcc_v2_int){1, 1} << t43;
        __m128d t45 = (__m128d)__builtin_convertvector(t44, vcc_v2_double);
        _mm_storeu_pd(&b[t35], t45);
        i_vec += 8L;
        i_v = i_v + (vcc_v2_uint){8U, 8U};
        vcc_v2_int t46 = t1 + (vcc_v2_int){8, 8};
        vcc_v2_uint t47 = (vcc_v2_uint)t46;
        vcc_v2_uint t48 = t47 - (vcc_v2_uint){29U, 29U};
        vcc_v2_uint t49 = vcc_min(vcc_v2_int, t47, t48);
        t1 = (vcc_v2_int)t49;
    } while (i_vec < 1000L);
    vcc_v2_int t50 = (vcc_v2_int){1000, 1000};
    vcc_v2_uint t51 = (vcc_v2_uint)t50;
    vcc_v2_uint i_v_1 = t51 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t52 = (vcc_v2_int){14, 14};
    vcc_v2_int t53 = t52 + (vcc_v2_int){0, 1};
    vcc_v2_uint t54 = (vcc_v2_uint)t53;
    vcc_v2_uint t55 = t54 - (vcc_v2_uint){29U, 29U};
    vcc_v2_uint t56 = vcc_min(vcc_v2_int, t54, t55);
    vcc_v2_int t2 = (vcc_v2_int)t56;
    long i_vec_1 = 0L;
    /* vcc: loop at double_div.c:13 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t57 = 1000L + i_vec_1;
        vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
        __m128d t58 = (__m128d)__builtin_convertvector(t2, vcc_v2_double);
        _mm_storeu_pd(&a[t57], t58);
        vcc_v2_int t59 = i_v_6 % (vcc_v2_int){4, 4};
        vcc_v2_int t60 = (vcc_v2_int){1, 1} << t59;
        __m128d t61 = (__m128d)__builtin_convertvector(t60, vcc_v2_double);
        _mm_storeu_pd(&b[t57], t61);
        i_vec_1 += 2L;
        i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int t62 = t2 + (vcc_v2_int){2, 2};
        vcc_v2_uint t63 = (vcc_v2_uint)t62;
        vcc_v2_uint t64 = t63 - (vcc_v2_uint){29U, 29U};
        vcc_v2_uint t65 = vcc_min(vcc_v2_int, t63, t64);
        t2 = (vcc_v2_int)t65;
    } while (i_vec_1 < 2L);
    int i = 1002;
    while (i < 1003) {
        long t66 = (long)i;
        a[t66] = (double)(i % 29);
        b[t66] = (double)(1 << (i % 4));
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            _mm_storeu_pd(&r[i_vec_2], _mm_set1_pd(0.0));
            _mm_storeu_pd(&r[i_vec_2 + 2L], _mm_set1_pd(0.0));
            _mm_storeu_pd(&r[i_vec_2 + 4L], _mm_set1_pd(0.0));
            _mm_storeu_pd(&r[i_vec_2 + 6L], _mm_set1_pd(0.0));
            i_vec_2 += 8L;
        } while (i_vec_2 < 1000L);
        long i_vec_3 = 0L;
        /* vcc: loop at double_div.c:19 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            _mm_storeu_pd(&r[1000L + i_vec_3], _mm_set1_pd(0.0));
            i_vec_3 += 2L;
        } while (i_vec_3 < 2L);
        r[1002] = 0.0;
        ratio(n, r, a, b);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1] * (double)(i_1 % 3);
            i_1++;
        }
        printf("n=%d check=%.4f\n", n, check);
        c++;
    }
    return 0;
}
