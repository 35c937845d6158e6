/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
void add3(int n, int *a, const int *b, const int *c) {
    int t20;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)c;
    long t7 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L))) & (((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t7 <= 0L) | (t7 >= 64L)))) {
        long t8 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:10 vectorized: VF 4, UF 4, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t9 = _mm_add_epi32(b_v, c_v);
            __m128i t10 = _mm_add_epi32(t9, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + i_vec), t10);
            long t11 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t11));
            __m128i t12 = _mm_add_epi32(b_v_1, c_v_1);
            __m128i t13 = _mm_add_epi32(t12, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t11), t13);
            long t14 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t14));
            __m128i t15 = _mm_add_epi32(b_v_2, c_v_2);
            __m128i t16 = _mm_add_epi32(t15, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t14), t16);
            long t17 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t17));
            __m128i t18 = _mm_add_epi32(b_v_3, c_v_3);
            __m128i t19 = _mm_add_epi32(t18, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t17), t19);
            i_vec += 16L;
        } while (i_vec < t8);
        t20 = (int)t8;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)a;
    unsigned long t23 = (unsigned long)b;
    long t24 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)b + (unsigned long)((long)t20 * 4L)));
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)c;
    long t27 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)c + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 4L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 16L))) & (((t25 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t20 * 4L))) | ((t26 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t20 * 4L))) | ((t27 <= 0L) | (t27 >= 16L)))) {
        long t28 = t21 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:10 vector epilogue: VF 4, UF 1, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t29 = (long)t20 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t29));
            __m128i t30 = _mm_add_epi32(b_v_4, c_v_4);
            __m128i t31 = _mm_add_epi32(t30, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t29), t31);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t20 + t28);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        a[t32] = b[t32] + c[t32] + 3;
    }
}

void add3_out(int n, int *restrict a, const int *b, const int *c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t3 = _mm_add_epi32(b_v, c_v);
            __m128i t4 = _mm_add_epi32(t3, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t5));
            __m128i t6 = _mm_add_epi32(b_v_1, c_v_1);
            __m128i t7 = _mm_add_epi32(t6, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t5), t7);
            long t8 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t8));
            __m128i t9 = _mm_add_epi32(b_v_2, c_v_2);
            __m128i t10 = _mm_add_epi32(t9, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t8), t10);
            long t11 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t11));
            __m128i t12 = _mm_add_epi32(b_v_3, c_v_3);
            __m128i t13 = _mm_add_epi32(t12, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t17));
            __m128i t18 = _mm_add_epi32(b_v_4, c_v_4);
            __m128i t19 = _mm_add_epi32(t18, _mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(a + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] + c[t20] + 3;
    }
}

void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:20 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t3 = _mm_mul_pd(b_v, _mm_set1_pd(2.0));
            __m128d c_v = _mm_loadu_pd(c + i_vec);
            __m128d t4 = _mm_sub_pd(t3, c_v);
            _mm_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d b_v_1 = _mm_loadu_pd(b + t5);
            __m128d t6 = _mm_mul_pd(b_v_1, _mm_set1_pd(2.0));
            __m128d c_v_1 = _mm_loadu_pd(c + t5);
            __m128d t7 = _mm_sub_pd(t6, c_v_1);
            _mm_storeu_pd(a + t5, t7);
            long t8 = i_vec + 4L;
            __m128d b_v_2 = _mm_loadu_pd(b + t8);
            __m128d t9 = _mm_mul_pd(b_v_2, _mm_set1_pd(2.0));
            __m128d c_v_2 = _mm_loadu_pd(c + t8);
            __m128d t10 = _mm_sub_pd(t9, c_v_2);
            _mm_storeu_pd(a + t8, t10);
            long t11 = i_vec + 6L;
            __m128d b_v_3 = _mm_loadu_pd(b + t11);
            __m128d t12 = _mm_mul_pd(b_v_3, _mm_set1_pd(2.0));
            __m128d c_v_3 = _mm_loadu_pd(c + t11);
            __m128d t13 = _mm_sub_pd(t12, c_v_3);
            _mm_storeu_pd(a + t11, t13);
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
        /* vcc: loop at alias.c:20 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d b_v_4 = _mm_loadu_pd(b + t17);
            __m128d t18 = _mm_mul_pd(b_v_4, _mm_set1_pd(2.0));
            __m128d c_v_4 = _mm_loadu_pd(c + t17);
            __m128d t19 = _mm_sub_pd(t18, c_v_4);
            _mm_storeu_pd(a + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * 2.0 - c[t20];
    }
}

int main(void) {
    unsigned long long h[4];
    int n;
    int t3;
    int t27;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int t4 = 2 * n + 2;
        int *buf = (int *)new_array(t4, 4UL);
        int *c = (int *)new_array(n, 4UL);
        double *da = (double *)new_array(n, 8UL);
        double *db = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            db[fill_idx_1] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int variant = 0; variant < 4; variant++) {
            long t5 = (long)n * 2L + 2L;
            if ((t5 >= 16L) & 1) {
                long t6 = t5 & -16L;
                __m128i t7 = _mm_set1_epi32(0);
                __m128i t8 = _mm_add_epi32(t7, _mm_setr_epi32(0, 7, 14, 21));
                __m128i t9 = _mm_cmpgt_epi32(t8, _mm_set1_epi32(100));
                __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, _mm_set1_epi32(101)); });
                vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t8, t10);
                long i_vec = 0L;
                /* vcc: loop at alias.c:33 vectorized: VF 4, UF 4, the remainder at 34:26 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    _mm_storeu_si128((__m128i *)(buf + i_vec), (__m128i)t1);
                    __m128i t11 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(28));
                    __m128i t12 = _mm_cmpgt_epi32(t11, _mm_set1_epi32(100));
                    __m128i t13 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, _mm_set1_epi32(101)); });
                    __m128i t14 = _mm_sub_epi32(t11, t13);
                    _mm_storeu_si128((__m128i *)(buf + (i_vec + 4L)), t14);
                    __m128i t15 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(56));
                    __m128i t16 = _mm_cmpgt_epi32(t15, _mm_set1_epi32(100));
                    __m128i t17 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, _mm_set1_epi32(101)); });
                    __m128i t18 = _mm_sub_epi32(t15, t17);
                    _mm_storeu_si128((__m128i *)(buf + (i_vec + 8L)), t18);
                    __m128i t19 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(84));
                    __m128i t20 = _mm_cmpgt_epi32(t19, _mm_set1_epi32(100));
                    __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, _mm_set1_epi32(101)); });
                    __m128i t22 = _mm_sub_epi32(t19, t21);
                    _mm_storeu_si128((__m128i *)(buf + (i_vec + 12L)), t22);
                    i_vec += 16L;
                    __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(11));
                    __m128i t24 = _mm_cmpgt_epi32(t23, _mm_set1_epi32(100));
                    __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, _mm_set1_epi32(101)); });
                    __m128i t26 = _mm_sub_epi32(t23, t25);
                    if (i_vec >= t6) {
                        break;
                    }
                    t1 = (vcc_v4_int)t26;
                }
                t27 = (int)t6;
            } else {
                t27 = 0;
            }
            long t28 = (long)n * 2L + (long)t27 * -1L + 2L;
            int t29 = (int)((unsigned int)t27 * 7U);
            if ((t28 >= 4L) & (t29 >= 0)) {
                long t30 = t28 & -4L;
                __m128i t31 = _mm_set1_epi32((int)(t29 % 101));
                __m128i t32 = _mm_add_epi32(t31, _mm_setr_epi32(0, 7, 14, 21));
                __m128i t33 = _mm_cmpgt_epi32(t32, _mm_set1_epi32(100));
                __m128i t34 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t33, _mm_set1_epi32(101)); });
                vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t32, t34);
                long i_vec_1 = 0L;
                /* vcc: loop at alias.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    _mm_storeu_si128((__m128i *)(buf + ((long)t27 + i_vec_1)), (__m128i)t2);
                    i_vec_1 += 4L;
                    __m128i t35 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(28));
                    __m128i t36 = _mm_cmpgt_epi32(t35, _mm_set1_epi32(100));
                    __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t36, _mm_set1_epi32(101)); });
                    __m128i t38 = _mm_sub_epi32(t35, t37);
                    if (i_vec_1 >= t30) {
                        break;
                    }
                    t2 = (vcc_v4_int)t38;
                }
                i = (int)((long)t27 + t30);
            } else {
                i = t27;
            }
            for (; i < t4; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t39 = buf + 1;
                add3(n, t39, t39, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t4 * 4UL);
        }
        const int *t40 = buf + n + 1;
        add3_out(n, buf, t40, t40);
        unsigned long long t41 = h[0];
        h[0] = t41 ^ (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t4 * 4UL);
        const double *t42 = db;
        mix(n, da, t42, t42);
        unsigned long t43 = hash_bytes((const void *)da, (unsigned long)n * 8UL);
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t43);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
