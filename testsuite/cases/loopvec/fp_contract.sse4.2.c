/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=2 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
__attribute__((target("sse4.2"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d x_v = _mm_loadu_pd(x + i_vec);
            __m128d y_v = _mm_loadu_pd(y + i_vec);
            __m128d t3 = _mm_mul_pd(x_v, y_v);
            __m128d z_v = _mm_loadu_pd(z + i_vec);
            __m128d t4 = _mm_add_pd(t3, z_v);
            _mm_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d x_v_1 = _mm_loadu_pd(x + t5);
            __m128d y_v_1 = _mm_loadu_pd(y + t5);
            __m128d t6 = _mm_mul_pd(x_v_1, y_v_1);
            __m128d z_v_1 = _mm_loadu_pd(z + t5);
            __m128d t7 = _mm_add_pd(t6, z_v_1);
            _mm_storeu_pd(a + t5, t7);
            long t8 = i_vec + 4L;
            __m128d x_v_2 = _mm_loadu_pd(x + t8);
            __m128d y_v_2 = _mm_loadu_pd(y + t8);
            __m128d t9 = _mm_mul_pd(x_v_2, y_v_2);
            __m128d z_v_2 = _mm_loadu_pd(z + t8);
            __m128d t10 = _mm_add_pd(t9, z_v_2);
            _mm_storeu_pd(a + t8, t10);
            long t11 = i_vec + 6L;
            __m128d x_v_3 = _mm_loadu_pd(x + t11);
            __m128d y_v_3 = _mm_loadu_pd(y + t11);
            __m128d t12 = _mm_mul_pd(x_v_3, y_v_3);
            __m128d z_v_3 = _mm_loadu_pd(z + t11);
            __m128d t13 = _mm_add_pd(t12, z_v_3);
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
        /* vcc: loop at fp_contract.c:10 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d x_v_4 = _mm_loadu_pd(x + t17);
            __m128d y_v_4 = _mm_loadu_pd(y + t17);
            __m128d t18 = _mm_mul_pd(x_v_4, y_v_4);
            __m128d z_v_4 = _mm_loadu_pd(z + t17);
            __m128d t19 = _mm_add_pd(t18, z_v_4);
            _mm_storeu_pd(a + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = x[t20] * y[t20] + z[t20];
    }
}

__attribute__((target("sse4.2"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 y_v = _mm_loadu_ps(y + i_vec);
            __m128 t3 = _mm_mul_ps(x_v, y_v);
            __m128 z_v = _mm_loadu_ps(z + i_vec);
            __m128 t4 = _mm_sub_ps(t3, z_v);
            _mm_storeu_ps(a + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t5);
            __m128 y_v_1 = _mm_loadu_ps(y + t5);
            __m128 t6 = _mm_mul_ps(x_v_1, y_v_1);
            __m128 z_v_1 = _mm_loadu_ps(z + t5);
            __m128 t7 = _mm_sub_ps(t6, z_v_1);
            _mm_storeu_ps(a + t5, t7);
            long t8 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t8);
            __m128 y_v_2 = _mm_loadu_ps(y + t8);
            __m128 t9 = _mm_mul_ps(x_v_2, y_v_2);
            __m128 z_v_2 = _mm_loadu_ps(z + t8);
            __m128 t10 = _mm_sub_ps(t9, z_v_2);
            _mm_storeu_ps(a + t8, t10);
            long t11 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t11);
            __m128 y_v_3 = _mm_loadu_ps(y + t11);
            __m128 t12 = _mm_mul_ps(x_v_3, y_v_3);
            __m128 z_v_3 = _mm_loadu_ps(z + t11);
            __m128 t13 = _mm_sub_ps(t12, z_v_3);
            _mm_storeu_ps(a + t11, t13);
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
        /* vcc: loop at fp_contract.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t17);
            __m128 y_v_4 = _mm_loadu_ps(y + t17);
            __m128 t18 = _mm_mul_ps(x_v_4, y_v_4);
            __m128 z_v_4 = _mm_loadu_ps(z + t17);
            __m128 t19 = _mm_sub_ps(t18, z_v_4);
            _mm_storeu_ps(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = x[t20] * y[t20] - z[t20];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
__attribute__((target("sse4.2"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d x_v = _mm_loadu_pd(x + i_vec);
            __m128i t3 = _mm_castpd_si128(_mm_cmpgt_pd(x_v, _mm_set1_pd(0.2)));
            __m128d a_v = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)i_vec * 8UL), t3));
            __m128d y_v = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)y + (unsigned long)i_vec * 8UL), t3));
            __m128d t4 = _mm_mul_pd(x_v, y_v);
            __m128d t5 = _mm_sub_pd(a_v, t4);
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)i_vec * 8UL), t5, t3);
            long t6 = i_vec + 2L;
            __m128d x_v_1 = _mm_loadu_pd(x + t6);
            __m128i t7 = _mm_castpd_si128(_mm_cmpgt_pd(x_v_1, _mm_set1_pd(0.2)));
            __m128d a_v_1 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t6 * 8UL), t7));
            __m128d y_v_1 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)y + (unsigned long)t6 * 8UL), t7));
            __m128d t8 = _mm_mul_pd(x_v_1, y_v_1);
            __m128d t9 = _mm_sub_pd(a_v_1, t8);
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t6 * 8UL), t9, t7);
            long t10 = i_vec + 4L;
            __m128d x_v_2 = _mm_loadu_pd(x + t10);
            __m128i t11 = _mm_castpd_si128(_mm_cmpgt_pd(x_v_2, _mm_set1_pd(0.2)));
            __m128d a_v_2 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t10 * 8UL), t11));
            __m128d y_v_2 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)y + (unsigned long)t10 * 8UL), t11));
            __m128d t12 = _mm_mul_pd(x_v_2, y_v_2);
            __m128d t13 = _mm_sub_pd(a_v_2, t12);
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t10 * 8UL), t13, t11);
            long t14 = i_vec + 6L;
            __m128d x_v_3 = _mm_loadu_pd(x + t14);
            __m128i t15 = _mm_castpd_si128(_mm_cmpgt_pd(x_v_3, _mm_set1_pd(0.2)));
            __m128d a_v_3 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t14 * 8UL), t15));
            __m128d y_v_3 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)y + (unsigned long)t14 * 8UL), t15));
            __m128d t16 = _mm_mul_pd(x_v_3, y_v_3);
            __m128d t17 = _mm_sub_pd(a_v_3, t16);
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t14 * 8UL), t17, t15);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:21 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128d x_v_4 = _mm_loadu_pd(x + t21);
            __m128i t22 = _mm_castpd_si128(_mm_cmpgt_pd(x_v_4, _mm_set1_pd(0.2)));
            __m128d a_v_4 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t21 * 8UL), t22));
            __m128d y_v_4 = _mm_castsi128_pd(vcc_sse_load_masked(vcc_v2_double, (const double *)((unsigned long)y + (unsigned long)t21 * 8UL), t22));
            __m128d t23 = _mm_mul_pd(x_v_4, y_v_4);
            __m128d t24 = _mm_sub_pd(a_v_4, t23);
            vcc_sse_store_masked(vcc_v2_double, (double *)((unsigned long)a + (unsigned long)t21 * 8UL), t24, t22);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = x[t25];
        if (t26 > 0.2) {
            double *t27 = a + t25;
            *t27 = *t27 - t26 * y[t25];
        }
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int t7;
    int t184;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t7 = 1;
        } else {
            t7 = 0;
            n = n_1;
        }
        if (!t7) {
            return 0;
        }
        void *t8 = new_array(n, 8UL);
        double *a = (double *)t8;
        double *m = (double *)new_array(n, 8UL);
        void *t9 = new_array(n, 8UL);
        double *x = (double *)t9;
        void *t10 = new_array(n, 8UL);
        double *y = (double *)t10;
        void *t11 = new_array(n, 8UL);
        double *z = (double *)t11;
        float *af = (float *)new_array(n, 4UL);
        void *t12 = new_array(n, 4UL);
        float *xf = (float *)t12;
        void *t13 = new_array(n, 4UL);
        float *yf = (float *)t13;
        void *t14 = new_array(n, 4UL);
        float *zf = (float *)t14;
        long t15 = (long)n;
        unsigned long t16 = (unsigned long)t8;
        unsigned long t17 = (unsigned long)t9;
        long t18 = (long)((unsigned long)t8 - (unsigned long)t9);
        long t19 = (long)((unsigned long)t8 - (unsigned long)t9);
        long t20 = (long)((unsigned long)t8 - (unsigned long)t9);
        unsigned long t21 = (unsigned long)t8;
        unsigned long t22 = (unsigned long)t10;
        long t23 = (long)((unsigned long)t8 - (unsigned long)t10);
        long t24 = (long)((unsigned long)t8 - (unsigned long)t10);
        long t25 = (long)((unsigned long)t8 - (unsigned long)t10);
        unsigned long t26 = (unsigned long)t8;
        unsigned long t27 = (unsigned long)t11;
        long t28 = (long)((unsigned long)t8 - (unsigned long)t11);
        unsigned long t29 = (unsigned long)t8;
        unsigned long t30 = (unsigned long)t12;
        unsigned long t31 = (unsigned long)t8;
        unsigned long t32 = (unsigned long)t13;
        unsigned long t33 = (unsigned long)t8;
        unsigned long t34 = (unsigned long)t14;
        unsigned long t35 = (unsigned long)t9;
        unsigned long t36 = (unsigned long)t10;
        long t37 = (long)((unsigned long)t10 - (unsigned long)t9);
        long t38 = (long)((unsigned long)t9 - (unsigned long)t10);
        long t39 = (long)((unsigned long)t10 - (unsigned long)t9);
        long t40 = (long)((unsigned long)t9 - (unsigned long)t10);
        long t41 = (long)((unsigned long)t10 - (unsigned long)t9);
        unsigned long t42 = (unsigned long)t9;
        unsigned long t43 = (unsigned long)t11;
        long t44 = (long)((unsigned long)t11 - (unsigned long)t9);
        long t45 = (long)((unsigned long)t11 - (unsigned long)t9);
        long t46 = (long)((unsigned long)t9 - (unsigned long)t11);
        unsigned long t47 = (unsigned long)t9;
        unsigned long t48 = (unsigned long)t12;
        unsigned long t49 = (unsigned long)t9;
        unsigned long t50 = (unsigned long)t13;
        unsigned long t51 = (unsigned long)t9;
        unsigned long t52 = (unsigned long)t14;
        unsigned long t53 = (unsigned long)t10;
        unsigned long t54 = (unsigned long)t11;
        long t55 = (long)((unsigned long)t11 - (unsigned long)t10);
        long t56 = (long)((unsigned long)t11 - (unsigned long)t10);
        long t57 = (long)((unsigned long)t10 - (unsigned long)t11);
        unsigned long t58 = (unsigned long)t10;
        unsigned long t59 = (unsigned long)t12;
        unsigned long t60 = (unsigned long)t10;
        unsigned long t61 = (unsigned long)t13;
        unsigned long t62 = (unsigned long)t10;
        unsigned long t63 = (unsigned long)t14;
        unsigned long t64 = (unsigned long)t11;
        unsigned long t65 = (unsigned long)t12;
        unsigned long t66 = (unsigned long)t11;
        unsigned long t67 = (unsigned long)t13;
        unsigned long t68 = (unsigned long)t11;
        unsigned long t69 = (unsigned long)t14;
        unsigned long t70 = (unsigned long)t12;
        unsigned long t71 = (unsigned long)t13;
        long t72 = (long)((unsigned long)t13 - (unsigned long)t12);
        long t73 = (long)((unsigned long)t12 - (unsigned long)t13);
        long t74 = (long)((unsigned long)t13 - (unsigned long)t12);
        unsigned long t75 = (unsigned long)t12;
        unsigned long t76 = (unsigned long)t14;
        long t77 = (long)((unsigned long)t14 - (unsigned long)t12);
        long t78 = (long)((unsigned long)t14 - (unsigned long)t12);
        unsigned long t79 = (unsigned long)t13;
        unsigned long t80 = (unsigned long)t14;
        long t81 = (long)((unsigned long)t14 - (unsigned long)t13);
        long t82 = (long)((unsigned long)t14 - (unsigned long)t13);
        if ((t15 >= 4L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16) | (((t18 <= 0L) | (t18 >= 32L)) & ((t19 <= 0L) | (t19 >= 32L)) & ((t20 <= 0L) | (t20 >= 32L)))) & (((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t22) | ((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | (((t23 <= 0L) | (t23 >= 32L)) & ((t24 <= 0L) | (t24 >= 32L)) & ((t25 <= 0L) | (t25 >= 32L)))) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 32L))) & (((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30) | ((t30 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t32) | ((t32 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t34) | ((t34 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t36) | ((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | (((t37 <= 0L) | (t37 >= 32L)) & ((t38 <= 0L) | (t38 >= 32L)) & ((t39 <= 0L) | (t39 >= 32L)) & ((t40 <= 0L) | (t40 >= 32L)) & ((t41 <= 0L) | (t41 >= 32L)))) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t42) | (((t44 <= 0L) | (t44 >= 32L)) & ((t45 <= 0L) | (t45 >= 32L)) & ((t46 <= 0L) | (t46 >= 32L)))) & (((t47 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t53) | (((t55 <= 0L) | (t55 >= 32L)) & ((t56 <= 0L) | (t56 >= 32L)) & ((t57 <= 0L) | (t57 >= 32L)))) & (((t58 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t59) | ((t59 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t58)) & (((t60 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t61) | ((t61 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t60)) & (((t62 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t63) | ((t63 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t62)) & (((t64 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t65) | ((t65 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t64)) & (((t66 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t67) | ((t67 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t66)) & (((t68 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t69) | ((t69 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t68)) & (((t70 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t71) | ((t71 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t70) | (((t72 <= 0L) | (t72 >= 16L)) & ((t73 <= 0L) | (t73 >= 16L)) & ((t74 <= 0L) | (t74 >= 16L)))) & (((t75 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t76) | ((t76 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t75) | (((t77 <= 0L) | (t77 >= 16L)) & ((t78 <= 0L) | (t78 >= 16L)))) & (((t79 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t80) | ((t80 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t79) | (((t81 <= 0L) | (t81 >= 16L)) & ((t82 <= 0L) | (t82 >= 16L)))) & 1 & 1 & 1) {
            long t83 = t15 & -4L;
            vcc_v2_int t84 = (vcc_v2_int){0, 0};
            vcc_v2_int t85 = t84 + (vcc_v2_int){0, 1};
            vcc_v2_uint t86 = (vcc_v2_uint)t85;
            vcc_v2_uint t87 = t86 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t88 = vcc_min(vcc_v2_int, t86, t87);
            vcc_v2_int t1 = (vcc_v2_int)t88;
            vcc_v2_int t89 = (vcc_v2_int){0, 0};
            vcc_v2_int t90 = t89 + (vcc_v2_int){0, 1};
            vcc_v2_uint t91 = (vcc_v2_uint)t90;
            vcc_v2_uint t92 = t91 - (vcc_v2_uint){5U, 5U};
            vcc_v2_uint t93 = vcc_min(vcc_v2_int, t91, t92);
            vcc_v2_int t2 = (vcc_v2_int)t93;
            vcc_v2_int t94 = (vcc_v2_int){0, 0};
            vcc_v2_int t95 = t94 + (vcc_v2_int){0, 1};
            vcc_v2_uint t96 = (vcc_v2_uint)t95;
            vcc_v2_uint t97 = t96 - (vcc_v2_uint){3U, 3U};
            vcc_v2_uint t98 = vcc_min(vcc_v2_int, t96, t97);
            vcc_v2_int t3 = (vcc_v2_int)t98;
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 2, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                double *t99 = x + i_vec;
                vcc_v2_int t100 = (vcc_v2_int){3, 3} + t1;
                __m128d t101 = (__m128d)__builtin_convertvector(t100, vcc_v2_double);
                __m128d t102 = _mm_div_pd(_mm_set1_pd(1.0), t101);
                _mm_storeu_pd(t99, t102);
                double *t103 = y + i_vec;
                vcc_v2_int t104 = t2 + (vcc_v2_int){1, 1};
                vcc_v2_int t105 = (vcc_v2_int){1, 1} << t104;
                __m128d t106 = (__m128d)__builtin_convertvector(t105, vcc_v2_double);
                __m128d t107 = _mm_div_pd(_mm_set1_pd(1.0), t106);
                __m128d t108 = _mm_add_pd(t101, t107);
                _mm_storeu_pd(t103, t108);
                __m128d x_v = _mm_loadu_pd(t99);
                __m128d y_v = _mm_loadu_pd(t103);
                __m128d t109 = _mm_mul_pd(x_v, y_v);
                __m128d t110 = _mm_xor_pd(t109, _mm_set1_pd(-0.0));
                __m128d t111 = (__m128d)__builtin_convertvector(t3, vcc_v2_double);
                __m128d t112 = _mm_mul_pd(t111, _mm_set1_pd(8.881784197001252e-16));
                __m128d t113 = _mm_add_pd(t110, t112);
                _mm_storeu_pd(z + i_vec, t113);
                __m128d x_v_1 = _mm_loadu_pd(t99);
                __m128d y_v_1 = _mm_loadu_pd(t103);
                __m128d t114 = _mm_mul_pd(x_v_1, y_v_1);
                _mm_storeu_pd(a + i_vec, t114);
                float *t115 = xf + i_vec;
                vcc_v2_float t116 = __builtin_convertvector(t100, vcc_v2_float);
                vcc_v2_float t117 = (vcc_v2_float){1.0f, 1.0f} / t116;
                vcc_store(t115, t117);
                float *t118 = yf + i_vec;
                vcc_v2_float t119 = __builtin_convertvector(t105, vcc_v2_float);
                vcc_v2_float t120 = (vcc_v2_float){1.0f, 1.0f} / t119;
                vcc_v2_float t121 = t116 + t120;
                vcc_store(t118, t121);
                vcc_v2_float xf_v = vcc_load(vcc_v2_float, t115);
                vcc_v2_float yf_v = vcc_load(vcc_v2_float, t118);
                vcc_v2_float t122 = xf_v * yf_v;
                vcc_v2_float t123 = __builtin_convertvector(t3, vcc_v2_float);
                vcc_v2_float t124 = t123 * (vcc_v2_float){2.3841858e-7f, 2.3841858e-7f};
                vcc_v2_float t125 = t122 + t124;
                vcc_store(zf + i_vec, t125);
                long t126 = i_vec + 2L;
                double *t127 = x + t126;
                vcc_v2_int t128 = t1 + (vcc_v2_int){2, 2};
                vcc_v2_uint t129 = (vcc_v2_uint)t128;
                vcc_v2_uint t130 = t129 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t131 = vcc_min(vcc_v2_int, t129, t130);
                vcc_v2_int t132 = (vcc_v2_int)t131;
                vcc_v2_int t133 = (vcc_v2_int){3, 3} + t132;
                __m128d t134 = (__m128d)__builtin_convertvector(t133, vcc_v2_double);
                __m128d t135 = _mm_div_pd(_mm_set1_pd(1.0), t134);
                _mm_storeu_pd(t127, t135);
                double *t136 = y + t126;
                vcc_v2_int t137 = t2 + (vcc_v2_int){2, 2};
                vcc_v2_uint t138 = (vcc_v2_uint)t137;
                vcc_v2_uint t139 = t138 - (vcc_v2_uint){5U, 5U};
                vcc_v2_uint t140 = vcc_min(vcc_v2_int, t138, t139);
                vcc_v2_int t141 = (vcc_v2_int)t140;
                vcc_v2_int t142 = t141 + (vcc_v2_int){1, 1};
                vcc_v2_int t143 = (vcc_v2_int){1, 1} << t142;
                __m128d t144 = (__m128d)__builtin_convertvector(t143, vcc_v2_double);
                __m128d t145 = _mm_div_pd(_mm_set1_pd(1.0), t144);
                __m128d t146 = _mm_add_pd(t134, t145);
                _mm_storeu_pd(t136, t146);
                __m128d x_v_2 = _mm_loadu_pd(t127);
                __m128d y_v_2 = _mm_loadu_pd(t136);
                __m128d t147 = _mm_mul_pd(x_v_2, y_v_2);
                __m128d t148 = _mm_xor_pd(t147, _mm_set1_pd(-0.0));
                vcc_v2_int t149 = t3 + (vcc_v2_int){2, 2};
                vcc_v2_uint t150 = (vcc_v2_uint)t149;
                vcc_v2_uint t151 = t150 - (vcc_v2_uint){3U, 3U};
                vcc_v2_uint t152 = vcc_min(vcc_v2_int, t150, t151);
                vcc_v2_int t153 = (vcc_v2_int)t152;
                __m128d t154 = (__m128d)__builtin_convertvector(t153, vcc_v2_double);
                __m128d t155 = _mm_mul_pd(t154, _mm_set1_pd(8.881784197001252e-16));
                __m128d t156 = _mm_add_pd(t148, t155);
                _mm_storeu_pd(z + t126, t156);
                __m128d x_v_3 = _mm_loadu_pd(t127);
                __m128d y_v_3 = _mm_loadu_pd(t136);
                __m128d t157 = _mm_mul_pd(x_v_3, y_v_3);
                _mm_storeu_pd(a + t126, t157);
                float *t158 = xf + t126;
                vcc_v2_float t159 = __builtin_convertvector(t133, vcc_v2_float);
                vcc_v2_float t160 = (vcc_v2_float){1.0f, 1.0f} / t159;
                vcc_store(t158, t160);
                float *t161 = yf + t126;
                vcc_v2_float t162 = __builtin_convertvector(t143, vcc_v2_float);
                vcc_v2_float t163 = (vcc_v2_float){1.0f, 1.0f} / t162;
                vcc_v2_float t164 = t159 + t163;
                vcc_store(t161, t164);
                vcc_v2_float xf_v_1 = vcc_load(vcc_v2_float, t158);
                vcc_v2_float yf_v_1 = vcc_load(vcc_v2_float, t161);
                vcc_v2_float t165 = xf_v_1 * yf_v_1;
                vcc_v2_float t166 = __builtin_convertvector(t153, vcc_v2_float);
                vcc_v2_float t167 = t166 * (vcc_v2_float){2.3841858e-7f, 2.3841858e-7f};
                vcc_v2_float t168 = t165 + t167;
                vcc_store(zf + t126, t168);
                i_vec += 4L;
                vcc_v2_int t169 = t1 + (vcc_v2_int){4, 4};
                vcc_v2_uint t170 = (vcc_v2_uint)t169;
                vcc_v2_uint t171 = t170 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t172 = vcc_min(vcc_v2_int, t170, t171);
                vcc_v2_int t173 = (vcc_v2_int)t172;
                vcc_v2_int t174 = t2 + (vcc_v2_int){4, 4};
                vcc_v2_uint t175 = (vcc_v2_uint)t174;
                vcc_v2_uint t176 = t175 - (vcc_v2_uint){5U, 5U};
                vcc_v2_uint t177 = vcc_min(vcc_v2_int, t175, t176);
                vcc_v2_int t178 = (vcc_v2_int)t177;
                vcc_v2_int t179 = t3 + (vcc_v2_int){1, 1};
                vcc_v2_uint t180 = (vcc_v2_uint)t179;
                vcc_v2_uint t181 = t180 - (vcc_v2_uint){3U, 3U};
                vcc_v2_uint t182 = vcc_min(vcc_v2_int, t180, t181);
                vcc_v2_int t183 = (vcc_v2_int)t182;
                if (i_vec >= t83) {
                    break;
                }
                t1 = t173;
                t2 = t178;
                t3 = t183;
            }
            t184 = (int)t83;
        } else {
            t184 = 0;
        }
        long t185 = (long)n + (long)t184 * -1L;
        unsigned long t186 = (unsigned long)t8;
        unsigned long t187 = (unsigned long)t9;
        long t188 = (long)((unsigned long)t8 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        long t189 = (long)((unsigned long)t8 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        long t190 = (long)((unsigned long)t8 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        unsigned long t191 = (unsigned long)t8;
        unsigned long t192 = (unsigned long)t10;
        long t193 = (long)((unsigned long)t8 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t184 * 8L)));
        long t194 = (long)((unsigned long)t8 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t184 * 8L)));
        long t195 = (long)((unsigned long)t8 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t184 * 8L)));
        unsigned long t196 = (unsigned long)t8;
        unsigned long t197 = (unsigned long)t11;
        long t198 = (long)((unsigned long)t8 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t184 * 8L)));
        unsigned long t199 = (unsigned long)t8;
        unsigned long t200 = (unsigned long)t12;
        unsigned long t201 = (unsigned long)t8;
        unsigned long t202 = (unsigned long)t13;
        unsigned long t203 = (unsigned long)t8;
        unsigned long t204 = (unsigned long)t14;
        unsigned long t205 = (unsigned long)t9;
        unsigned long t206 = (unsigned long)t10;
        long t207 = (long)((unsigned long)t10 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        long t208 = (long)((unsigned long)t9 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t184 * 8L)));
        long t209 = (long)((unsigned long)t10 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        long t210 = (long)((unsigned long)t9 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t184 * 8L)));
        long t211 = (long)((unsigned long)t10 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        unsigned long t212 = (unsigned long)t9;
        unsigned long t213 = (unsigned long)t11;
        long t214 = (long)((unsigned long)t11 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        long t215 = (long)((unsigned long)t11 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t184 * 8L)));
        long t216 = (long)((unsigned long)t9 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t184 * 8L)));
        unsigned long t217 = (unsigned long)t9;
        unsigned long t218 = (unsigned long)t12;
        unsigned long t219 = (unsigned long)t9;
        unsigned long t220 = (unsigned long)t13;
        unsigned long t221 = (unsigned long)t9;
        unsigned long t222 = (unsigned long)t14;
        unsigned long t223 = (unsigned long)t10;
        unsigned long t224 = (unsigned long)t11;
        long t225 = (long)((unsigned long)t11 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t184 * 8L)));
        long t226 = (long)((unsigned long)t11 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t184 * 8L)));
        long t227 = (long)((unsigned long)t10 + (unsigned long)((long)t184 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t184 * 8L)));
        unsigned long t228 = (unsigned long)t10;
        unsigned long t229 = (unsigned long)t12;
        unsigned long t230 = (unsigned long)t10;
        unsigned long t231 = (unsigned long)t13;
        unsigned long t232 = (unsigned long)t10;
        unsigned long t233 = (unsigned long)t14;
        unsigned long t234 = (unsigned long)t11;
        unsigned long t235 = (unsigned long)t12;
        unsigned long t236 = (unsigned long)t11;
        unsigned long t237 = (unsigned long)t13;
        unsigned long t238 = (unsigned long)t11;
        unsigned long t239 = (unsigned long)t14;
        unsigned long t240 = (unsigned long)t12;
        unsigned long t241 = (unsigned long)t13;
        long t242 = (long)((unsigned long)t13 + (unsigned long)((long)t184 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t184 * 4L)));
        long t243 = (long)((unsigned long)t12 + (unsigned long)((long)t184 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t184 * 4L)));
        long t244 = (long)((unsigned long)t13 + (unsigned long)((long)t184 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t184 * 4L)));
        unsigned long t245 = (unsigned long)t12;
        unsigned long t246 = (unsigned long)t14;
        long t247 = (long)((unsigned long)t14 + (unsigned long)((long)t184 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t184 * 4L)));
        long t248 = (long)((unsigned long)t14 + (unsigned long)((long)t184 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t184 * 4L)));
        unsigned long t249 = (unsigned long)t13;
        unsigned long t250 = (unsigned long)t14;
        long t251 = (long)((unsigned long)t14 + (unsigned long)((long)t184 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t184 * 4L)));
        long t252 = (long)((unsigned long)t14 + (unsigned long)((long)t184 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t184 * 4L)));
        if ((t185 >= 2L) & (((t186 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t184 * 8L))) | ((t187 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t186 + (unsigned long)((long)t184 * 8L))) | (((t188 <= 0L) | (t188 >= 16L)) & ((t189 <= 0L) | (t189 >= 16L)) & ((t190 <= 0L) | (t190 >= 16L)))) & (((t191 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t192 + (unsigned long)((long)t184 * 8L))) | ((t192 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t184 * 8L))) | (((t193 <= 0L) | (t193 >= 16L)) & ((t194 <= 0L) | (t194 >= 16L)) & ((t195 <= 0L) | (t195 >= 16L)))) & (((t196 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t184 * 8L))) | ((t197 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t184 * 8L))) | ((t198 <= 0L) | (t198 >= 16L))) & (((t199 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t184 * 4L))) | ((t200 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t184 * 8L)))) & (((t201 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t184 * 4L))) | ((t202 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t184 * 8L)))) & (((t203 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t204 + (unsigned long)((long)t184 * 4L))) | ((t204 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t184 * 8L)))) & (((t205 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t206 + (unsigned long)((long)t184 * 8L))) | ((t206 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t184 * 8L))) | (((t207 <= 0L) | (t207 >= 16L)) & ((t208 <= 0L) | (t208 >= 16L)) & ((t209 <= 0L) | (t209 >= 16L)) & ((t210 <= 0L) | (t210 >= 16L)) & ((t211 <= 0L) | (t211 >= 16L)))) & (((t212 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t213 + (unsigned long)((long)t184 * 8L))) | ((t213 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t212 + (unsigned long)((long)t184 * 8L))) | (((t214 <= 0L) | (t214 >= 16L)) & ((t215 <= 0L) | (t215 >= 16L)) & ((t216 <= 0L) | (t216 >= 16L)))) & (((t217 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t218 + (unsigned long)((long)t184 * 4L))) | ((t218 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t217 + (unsigned long)((long)t184 * 8L)))) & (((t219 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t220 + (unsigned long)((long)t184 * 4L))) | ((t220 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t219 + (unsigned long)((long)t184 * 8L)))) & (((t221 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t222 + (unsigned long)((long)t184 * 4L))) | ((t222 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t221 + (unsigned long)((long)t184 * 8L)))) & (((t223 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t224 + (unsigned long)((long)t184 * 8L))) | ((t224 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t223 + (unsigned long)((long)t184 * 8L))) | (((t225 <= 0L) | (t225 >= 16L)) & ((t226 <= 0L) | (t226 >= 16L)) & ((t227 <= 0L) | (t227 >= 16L)))) & (((t228 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t229 + (unsigned long)((long)t184 * 4L))) | ((t229 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t228 + (unsigned long)((long)t184 * 8L)))) & (((t230 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t231 + (unsigned long)((long)t184 * 4L))) | ((t231 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t230 + (unsigned long)((long)t184 * 8L)))) & (((t232 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t233 + (unsigned long)((long)t184 * 4L))) | ((t233 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t232 + (unsigned long)((long)t184 * 8L)))) & (((t234 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t235 + (unsigned long)((long)t184 * 4L))) | ((t235 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t234 + (unsigned long)((long)t184 * 8L)))) & (((t236 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t237 + (unsigned long)((long)t184 * 4L))) | ((t237 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t236 + (unsigned long)((long)t184 * 8L)))) & (((t238 + (unsigned long)((long)t184 * 8L + 8L + (t185 - 1L) * 8L)) <= (t239 + (unsigned long)((long)t184 * 4L))) | ((t239 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t238 + (unsigned long)((long)t184 * 8L)))) & (((t240 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t241 + (unsigned long)((long)t184 * 4L))) | ((t241 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t240 + (unsigned long)((long)t184 * 4L))) | (((t242 <= 0L) | (t242 >= 8L)) & ((t243 <= 0L) | (t243 >= 8L)) & ((t244 <= 0L) | (t244 >= 8L)))) & (((t245 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t246 + (unsigned long)((long)t184 * 4L))) | ((t246 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t245 + (unsigned long)((long)t184 * 4L))) | (((t247 <= 0L) | (t247 >= 8L)) & ((t248 <= 0L) | (t248 >= 8L)))) & (((t249 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t250 + (unsigned long)((long)t184 * 4L))) | ((t250 + (unsigned long)((long)t184 * 4L + 4L + (t185 - 1L) * 4L)) <= (t249 + (unsigned long)((long)t184 * 4L))) | (((t251 <= 0L) | (t251 >= 8L)) & ((t252 <= 0L) | (t252 >= 8L)))) & (t184 >= 0) & (t184 >= 0) & (t184 >= 0)) {
            long t253 = t185 & -2L;
            vcc_v2_int t254 = vcc_splat(vcc_v2_int, t184 % 7);
            vcc_v2_int t255 = t254 + (vcc_v2_int){0, 1};
            vcc_v2_uint t256 = (vcc_v2_uint)t255;
            vcc_v2_uint t257 = t256 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t258 = vcc_min(vcc_v2_int, t256, t257);
            vcc_v2_int t4 = (vcc_v2_int)t258;
            vcc_v2_int t259 = vcc_splat(vcc_v2_int, t184 % 5);
            vcc_v2_int t260 = t259 + (vcc_v2_int){0, 1};
            vcc_v2_uint t261 = (vcc_v2_uint)t260;
            vcc_v2_uint t262 = t261 - (vcc_v2_uint){5U, 5U};
            vcc_v2_uint t263 = vcc_min(vcc_v2_int, t261, t262);
            vcc_v2_int t5 = (vcc_v2_int)t263;
            vcc_v2_int t264 = vcc_splat(vcc_v2_int, t184 % 3);
            vcc_v2_int t265 = t264 + (vcc_v2_int){0, 1};
            vcc_v2_uint t266 = (vcc_v2_uint)t265;
            vcc_v2_uint t267 = t266 - (vcc_v2_uint){3U, 3U};
            vcc_v2_uint t268 = vcc_min(vcc_v2_int, t266, t267);
            vcc_v2_int t6 = (vcc_v2_int)t268;
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t269 = (long)t184 + i_vec_1;
                double *t270 = x + t269;
                vcc_v2_int t271 = (vcc_v2_int){3, 3} + t4;
                __m128d t272 = (__m128d)__builtin_convertvector(t271, vcc_v2_double);
                __m128d t273 = _mm_div_pd(_mm_set1_pd(1.0), t272);
                _mm_storeu_pd(t270, t273);
                double *t274 = y + t269;
                vcc_v2_int t275 = t5 + (vcc_v2_int){1, 1};
                vcc_v2_int t276 = (vcc_v2_int){1, 1} << t275;
                __m128d t277 = (__m128d)__builtin_convertvector(t276, vcc_v2_double);
                __m128d t278 = _mm_div_pd(_mm_set1_pd(1.0), t277);
                __m128d t279 = _mm_add_pd(t272, t278);
                _mm_storeu_pd(t274, t279);
                __m128d x_v_4 = _mm_loadu_pd(t270);
                __m128d y_v_4 = _mm_loadu_pd(t274);
                __m128d t280 = _mm_mul_pd(x_v_4, y_v_4);
                __m128d t281 = _mm_xor_pd(t280, _mm_set1_pd(-0.0));
                __m128d t282 = (__m128d)__builtin_convertvector(t6, vcc_v2_double);
                __m128d t283 = _mm_mul_pd(t282, _mm_set1_pd(8.881784197001252e-16));
                __m128d t284 = _mm_add_pd(t281, t283);
                _mm_storeu_pd(z + t269, t284);
                __m128d x_v_5 = _mm_loadu_pd(t270);
                __m128d y_v_5 = _mm_loadu_pd(t274);
                __m128d t285 = _mm_mul_pd(x_v_5, y_v_5);
                _mm_storeu_pd(a + t269, t285);
                float *t286 = xf + t269;
                vcc_v2_float t287 = __builtin_convertvector(t271, vcc_v2_float);
                vcc_v2_float t288 = (vcc_v2_float){1.0f, 1.0f} / t287;
                vcc_store(t286, t288);
                float *t289 = yf + t269;
                vcc_v2_float t290 = __builtin_convertvector(t276, vcc_v2_float);
                vcc_v2_float t291 = (vcc_v2_float){1.0f, 1.0f} / t290;
                vcc_v2_float t292 = t287 + t291;
                vcc_store(t289, t292);
                vcc_v2_float xf_v_2 = vcc_load(vcc_v2_float, t286);
                vcc_v2_float yf_v_2 = vcc_load(vcc_v2_float, t289);
                vcc_v2_float t293 = xf_v_2 * yf_v_2;
                vcc_v2_float t294 = __builtin_convertvector(t6, vcc_v2_float);
                vcc_v2_float t295 = t294 * (vcc_v2_float){2.3841858e-7f, 2.3841858e-7f};
                vcc_v2_float t296 = t293 + t295;
                vcc_store(zf + t269, t296);
                i_vec_1 += 2L;
                vcc_v2_int t297 = t4 + (vcc_v2_int){2, 2};
                vcc_v2_uint t298 = (vcc_v2_uint)t297;
                vcc_v2_uint t299 = t298 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t300 = vcc_min(vcc_v2_int, t298, t299);
                vcc_v2_int t301 = (vcc_v2_int)t300;
                vcc_v2_int t302 = t5 + (vcc_v2_int){2, 2};
                vcc_v2_uint t303 = (vcc_v2_uint)t302;
                vcc_v2_uint t304 = t303 - (vcc_v2_uint){5U, 5U};
                vcc_v2_uint t305 = vcc_min(vcc_v2_int, t303, t304);
                vcc_v2_int t306 = (vcc_v2_int)t305;
                vcc_v2_int t307 = t6 + (vcc_v2_int){2, 2};
                vcc_v2_uint t308 = (vcc_v2_uint)t307;
                vcc_v2_uint t309 = t308 - (vcc_v2_uint){3U, 3U};
                vcc_v2_uint t310 = vcc_min(vcc_v2_int, t308, t309);
                vcc_v2_int t311 = (vcc_v2_int)t310;
                if (i_vec_1 >= t253) {
                    break;
                }
                t4 = t301;
                t5 = t306;
                t6 = t311;
            }
            i = (int)((long)t184 + t253);
        } else {
            i = t184;
        }
        for (; i < n; i++) {
            long t312 = (long)i;
            double *t313 = x + t312;
            int t314 = 3 + i % 7;
            double t315 = (double)t314;
            *t313 = 1.0 / t315;
            double *t316 = y + t312;
            int t317 = 1 << (i % 5 + 1);
            *t316 = t315 + 1.0 / (double)t317;
            int t318 = i % 3;
            z[t312] = -(*t313 * *t316) + (double)t318 * 8.881784197001252e-16;
            a[t312] = *t313 * *t316;
            float *t319 = xf + t312;
            float t320 = (float)t314;
            *t319 = 1.0f / t320;
            float *t321 = yf + t312;
            *t321 = t320 + 1.0f / (float)t317;
            zf[t312] = *t319 * *t321 + (float)t318 * 2.3841858e-7f;
        }
        const double *t322 = y;
        const double *t323 = x;
        madd_f64(n, m, t323, t322, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t323, t322);
        unsigned long t324 = (unsigned long)n;
        unsigned long t325 = t324 * 8UL;
        unsigned long t326 = hash_bytes((const void *)a, t325);
        unsigned long t327 = hash_bytes((const void *)af, t324 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t325), (unsigned long long)t327, (unsigned long long)t326);
        free((void *)a);
        free((void *)m);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)af);
        free((void *)xf);
        free((void *)yf);
        free((void *)zf);
    }
}
