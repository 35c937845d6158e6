/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));

#include <stdio.h>

/* Not vectorized: the call to `tick` may have side effects. */
static int ticks;

void tick(void) {
    ticks++;
}

void zero_and_tick(int n, double *a) {
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        tick();
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    double t16;
    unsigned int c = 0U;
    while ((unsigned long)c < 13UL) {
        int n = counts[c];
        vcc_v2_int t1 = (vcc_v2_int){0, 0};
        vcc_v2_uint t2 = (vcc_v2_uint)t1;
        vcc_v2_uint i_v = t2 + (vcc_v2_uint){0U, 1U};
        long i_vec = 0L;
        /* vcc: loop at call_unknown.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            __m128d t3 = (__m128d)__builtin_convertvector(i_v_2, vcc_v2_double);
            _mm_storeu_pd(&a[i_vec], t3);
            vcc_v2_uint t4 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t4;
            __m128d t5 = (__m128d)__builtin_convertvector(i_v_3, vcc_v2_double);
            _mm_storeu_pd(&a[i_vec + 2L], t5);
            vcc_v2_uint t6 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t6;
            __m128d t7 = (__m128d)__builtin_convertvector(i_v_4, vcc_v2_double);
            _mm_storeu_pd(&a[i_vec + 4L], t7);
            vcc_v2_uint t8 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t8;
            __m128d t9 = (__m128d)__builtin_convertvector(i_v_5, vcc_v2_double);
            _mm_storeu_pd(&a[i_vec + 6L], t9);
            i_vec += 8L;
            vcc_v2_uint t10 = i_v + (vcc_v2_uint){8U, 8U};
            if (i_vec >= 1000L) {
                break;
            }
            i_v = t10;
        }
        vcc_v2_int t11 = (vcc_v2_int){1000, 1000};
        vcc_v2_uint t12 = (vcc_v2_uint)t11;
        vcc_v2_uint i_v_1 = t12 + (vcc_v2_uint){0U, 1U};
        long i_vec_1 = 0L;
        /* vcc: loop at call_unknown.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            __m128d t13 = (__m128d)__builtin_convertvector(i_v_6, vcc_v2_double);
            _mm_storeu_pd(&a[1000L + i_vec_1], t13);
            i_vec_1 += 2L;
            vcc_v2_uint t14 = i_v_1 + (vcc_v2_uint){2U, 2U};
            if (i_vec_1 >= 2L) {
                break;
            }
            i_v_1 = t14;
        }
        a[1002] = 1002.0;
        zero_and_tick(n, a);
        double t15 = a[n];
        if (n) {
            t16 = a[n - 1];
        } else {
            t16 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t16, t15);
        c++;
    }
    return 0;
}
