/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=2 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
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

void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
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
void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
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

int main(void) {
    int n;
    int t7;
    int t159;
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
        unsigned long t18 = (unsigned long)t8;
        unsigned long t19 = (unsigned long)t10;
        unsigned long t20 = (unsigned long)t8;
        unsigned long t21 = (unsigned long)t11;
        unsigned long t22 = (unsigned long)t8;
        unsigned long t23 = (unsigned long)t12;
        unsigned long t24 = (unsigned long)t8;
        unsigned long t25 = (unsigned long)t13;
        unsigned long t26 = (unsigned long)t8;
        unsigned long t27 = (unsigned long)t14;
        unsigned long t28 = (unsigned long)t9;
        unsigned long t29 = (unsigned long)t10;
        unsigned long t30 = (unsigned long)t9;
        unsigned long t31 = (unsigned long)t11;
        unsigned long t32 = (unsigned long)t9;
        unsigned long t33 = (unsigned long)t12;
        unsigned long t34 = (unsigned long)t9;
        unsigned long t35 = (unsigned long)t13;
        unsigned long t36 = (unsigned long)t9;
        unsigned long t37 = (unsigned long)t14;
        unsigned long t38 = (unsigned long)t10;
        unsigned long t39 = (unsigned long)t11;
        unsigned long t40 = (unsigned long)t10;
        unsigned long t41 = (unsigned long)t12;
        unsigned long t42 = (unsigned long)t10;
        unsigned long t43 = (unsigned long)t13;
        unsigned long t44 = (unsigned long)t10;
        unsigned long t45 = (unsigned long)t14;
        unsigned long t46 = (unsigned long)t11;
        unsigned long t47 = (unsigned long)t12;
        unsigned long t48 = (unsigned long)t11;
        unsigned long t49 = (unsigned long)t13;
        unsigned long t50 = (unsigned long)t11;
        unsigned long t51 = (unsigned long)t14;
        unsigned long t52 = (unsigned long)t12;
        unsigned long t53 = (unsigned long)t13;
        unsigned long t54 = (unsigned long)t12;
        unsigned long t55 = (unsigned long)t14;
        unsigned long t56 = (unsigned long)t13;
        unsigned long t57 = (unsigned long)t14;
        if ((t15 >= 4L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t22)) & (((t24 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t26)) & (((t28 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t32)) & (((t34 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | ((t35 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t37) | ((t37 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t39) | ((t39 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t41) | ((t41 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t40)) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t53) | ((t53 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t55) | ((t55 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t56)) & 1 & 1 & 1) {
            long t58 = t15 & -4L;
            vcc_v2_int t59 = (vcc_v2_int){0, 0};
            vcc_v2_int t60 = t59 + (vcc_v2_int){0, 1};
            vcc_v2_uint t61 = (vcc_v2_uint)t60;
            vcc_v2_uint t62 = t61 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t63 = vcc_min(vcc_v2_int, t61, t62);
            vcc_v2_int t1 = (vcc_v2_int)t63;
            vcc_v2_int t64 = (vcc_v2_int){0, 0};
            vcc_v2_int t65 = t64 + (vcc_v2_int){0, 1};
            vcc_v2_uint t66 = (vcc_v2_uint)t65;
            vcc_v2_uint t67 = t66 - (vcc_v2_uint){5U, 5U};
            vcc_v2_uint t68 = vcc_min(vcc_v2_int, t66, t67);
            vcc_v2_int t2 = (vcc_v2_int)t68;
            vcc_v2_int t69 = (vcc_v2_int){0, 0};
            vcc_v2_int t70 = t69 + (vcc_v2_int){0, 1};
            vcc_v2_uint t71 = (vcc_v2_uint)t70;
            vcc_v2_uint t72 = t71 - (vcc_v2_uint){3U, 3U};
            vcc_v2_uint t73 = vcc_min(vcc_v2_int, t71, t72);
            vcc_v2_int t3 = (vcc_v2_int)t73;
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 2, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
            for (;;) {
                double *t74 = x + i_vec;
                vcc_v2_int t75 = (vcc_v2_int){3, 3} + t1;
                __m128d t76 = (__m128d)__builtin_convertvector(t75, vcc_v2_double);
                __m128d t77 = _mm_div_pd(_mm_set1_pd(1.0), t76);
                _mm_storeu_pd(t74, t77);
                double *t78 = y + i_vec;
                vcc_v2_int t79 = t2 + (vcc_v2_int){1, 1};
                vcc_v2_int t80 = (vcc_v2_int){1, 1} << t79;
                __m128d t81 = (__m128d)__builtin_convertvector(t80, vcc_v2_double);
                __m128d t82 = _mm_div_pd(_mm_set1_pd(1.0), t81);
                __m128d t83 = _mm_add_pd(t76, t82);
                _mm_storeu_pd(t78, t83);
                __m128d x_v = _mm_loadu_pd(t74);
                __m128d y_v = _mm_loadu_pd(t78);
                __m128d t84 = _mm_mul_pd(x_v, y_v);
                __m128d t85 = _mm_xor_pd(t84, _mm_set1_pd(-0.0));
                __m128d t86 = (__m128d)__builtin_convertvector(t3, vcc_v2_double);
                __m128d t87 = _mm_mul_pd(t86, _mm_set1_pd(8.881784197001252e-16));
                __m128d t88 = _mm_add_pd(t85, t87);
                _mm_storeu_pd(z + i_vec, t88);
                __m128d x_v_1 = _mm_loadu_pd(t74);
                __m128d y_v_1 = _mm_loadu_pd(t78);
                __m128d t89 = _mm_mul_pd(x_v_1, y_v_1);
                _mm_storeu_pd(a + i_vec, t89);
                float *t90 = xf + i_vec;
                vcc_v2_float t91 = __builtin_convertvector(t75, vcc_v2_float);
                vcc_v2_float t92 = (vcc_v2_float){1.0f, 1.0f} / t91;
                vcc_store(t90, t92);
                float *t93 = yf + i_vec;
                vcc_v2_float t94 = __builtin_convertvector(t80, vcc_v2_float);
                vcc_v2_float t95 = (vcc_v2_float){1.0f, 1.0f} / t94;
                vcc_v2_float t96 = t91 + t95;
                vcc_store(t93, t96);
                vcc_v2_float xf_v = vcc_load(vcc_v2_float, t90);
                vcc_v2_float yf_v = vcc_load(vcc_v2_float, t93);
                vcc_v2_float t97 = xf_v * yf_v;
                vcc_v2_float t98 = __builtin_convertvector(t3, vcc_v2_float);
                vcc_v2_float t99 = t98 * (vcc_v2_float){2.3841858e-7f, 2.3841858e-7f};
                vcc_v2_float t100 = t97 + t99;
                vcc_store(zf + i_vec, t100);
                long t101 = i_vec + 2L;
                double *t102 = x + t101;
                vcc_v2_int t103 = t1 + (vcc_v2_int){2, 2};
                vcc_v2_uint t104 = (vcc_v2_uint)t103;
                vcc_v2_uint t105 = t104 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t106 = vcc_min(vcc_v2_int, t104, t105);
                vcc_v2_int t107 = (vcc_v2_int)t106;
                vcc_v2_int t108 = (vcc_v2_int){3, 3} + t107;
                __m128d t109 = (__m128d)__builtin_convertvector(t108, vcc_v2_double);
                __m128d t110 = _mm_div_pd(_mm_set1_pd(1.0), t109);
                _mm_storeu_pd(t102, t110);
                double *t111 = y + t101;
                vcc_v2_int t112 = t2 + (vcc_v2_int){2, 2};
                vcc_v2_uint t113 = (vcc_v2_uint)t112;
                vcc_v2_uint t114 = t113 - (vcc_v2_uint){5U, 5U};
                vcc_v2_uint t115 = vcc_min(vcc_v2_int, t113, t114);
                vcc_v2_int t116 = (vcc_v2_int)t115;
                vcc_v2_int t117 = t116 + (vcc_v2_int){1, 1};
                vcc_v2_int t118 = (vcc_v2_int){1, 1} << t117;
                __m128d t119 = (__m128d)__builtin_convertvector(t118, vcc_v2_double);
                __m128d t120 = _mm_div_pd(_mm_set1_pd(1.0), t119);
                __m128d t121 = _mm_add_pd(t109, t120);
                _mm_storeu_pd(t111, t121);
                __m128d x_v_2 = _mm_loadu_pd(t102);
                __m128d y_v_2 = _mm_loadu_pd(t111);
                __m128d t122 = _mm_mul_pd(x_v_2, y_v_2);
                __m128d t123 = _mm_xor_pd(t122, _mm_set1_pd(-0.0));
                vcc_v2_int t124 = t3 + (vcc_v2_int){2, 2};
                vcc_v2_uint t125 = (vcc_v2_uint)t124;
                vcc_v2_uint t126 = t125 - (vcc_v2_uint){3U, 3U};
                vcc_v2_uint t127 = vcc_min(vcc_v2_int, t125, t126);
                vcc_v2_int t128 = (vcc_v2_int)t127;
                __m128d t129 = (__m128d)__builtin_convertvector(t128, vcc_v2_double);
                __m128d t130 = _mm_mul_pd(t129, _mm_set1_pd(8.881784197001252e-16));
                __m128d t131 = _mm_add_pd(t123, t130);
                _mm_storeu_pd(z + t101, t131);
                __m128d x_v_3 = _mm_loadu_pd(t102);
                __m128d y_v_3 = _mm_loadu_pd(t111);
                __m128d t132 = _mm_mul_pd(x_v_3, y_v_3);
                _mm_storeu_pd(a + t101, t132);
                float *t133 = xf + t101;
                vcc_v2_float t134 = __builtin_convertvector(t108, vcc_v2_float);
                vcc_v2_float t135 = (vcc_v2_float){1.0f, 1.0f} / t134;
                vcc_store(t133, t135);
                float *t136 = yf + t101;
                vcc_v2_float t137 = __builtin_convertvector(t118, vcc_v2_float);
                vcc_v2_float t138 = (vcc_v2_float){1.0f, 1.0f} / t137;
                vcc_v2_float t139 = t134 + t138;
                vcc_store(t136, t139);
                vcc_v2_float xf_v_1 = vcc_load(vcc_v2_float, t133);
                vcc_v2_float yf_v_1 = vcc_load(vcc_v2_float, t136);
                vcc_v2_float t140 = xf_v_1 * yf_v_1;
                vcc_v2_float t141 = __builtin_convertvector(t128, vcc_v2_float);
                vcc_v2_float t142 = t141 * (vcc_v2_float){2.3841858e-7f, 2.3841858e-7f};
                vcc_v2_float t143 = t140 + t142;
                vcc_store(zf + t101, t143);
                i_vec += 4L;
                vcc_v2_int t144 = t1 + (vcc_v2_int){4, 4};
                vcc_v2_uint t145 = (vcc_v2_uint)t144;
                vcc_v2_uint t146 = t145 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t147 = vcc_min(vcc_v2_int, t145, t146);
                vcc_v2_int t148 = (vcc_v2_int)t147;
                vcc_v2_int t149 = t2 + (vcc_v2_int){4, 4};
                vcc_v2_uint t150 = (vcc_v2_uint)t149;
                vcc_v2_uint t151 = t150 - (vcc_v2_uint){5U, 5U};
                vcc_v2_uint t152 = vcc_min(vcc_v2_int, t150, t151);
                vcc_v2_int t153 = (vcc_v2_int)t152;
                vcc_v2_int t154 = t3 + (vcc_v2_int){1, 1};
                vcc_v2_uint t155 = (vcc_v2_uint)t154;
                vcc_v2_uint t156 = t155 - (vcc_v2_uint){3U, 3U};
                vcc_v2_uint t157 = vcc_min(vcc_v2_int, t155, t156);
                vcc_v2_int t158 = (vcc_v2_int)t157;
                if (i_vec >= t58) {
                    break;
                }
                t1 = t148;
                t2 = t153;
                t3 = t158;
            }
            t159 = (int)t58;
        } else {
            t159 = 0;
        }
        long t160 = (long)n + (long)t159 * -1L;
        unsigned long t161 = (unsigned long)t8;
        unsigned long t162 = (unsigned long)t9;
        unsigned long t163 = (unsigned long)t8;
        unsigned long t164 = (unsigned long)t10;
        unsigned long t165 = (unsigned long)t8;
        unsigned long t166 = (unsigned long)t11;
        unsigned long t167 = (unsigned long)t8;
        unsigned long t168 = (unsigned long)t12;
        unsigned long t169 = (unsigned long)t8;
        unsigned long t170 = (unsigned long)t13;
        unsigned long t171 = (unsigned long)t8;
        unsigned long t172 = (unsigned long)t14;
        unsigned long t173 = (unsigned long)t9;
        unsigned long t174 = (unsigned long)t10;
        unsigned long t175 = (unsigned long)t9;
        unsigned long t176 = (unsigned long)t11;
        unsigned long t177 = (unsigned long)t9;
        unsigned long t178 = (unsigned long)t12;
        unsigned long t179 = (unsigned long)t9;
        unsigned long t180 = (unsigned long)t13;
        unsigned long t181 = (unsigned long)t9;
        unsigned long t182 = (unsigned long)t14;
        unsigned long t183 = (unsigned long)t10;
        unsigned long t184 = (unsigned long)t11;
        unsigned long t185 = (unsigned long)t10;
        unsigned long t186 = (unsigned long)t12;
        unsigned long t187 = (unsigned long)t10;
        unsigned long t188 = (unsigned long)t13;
        unsigned long t189 = (unsigned long)t10;
        unsigned long t190 = (unsigned long)t14;
        unsigned long t191 = (unsigned long)t11;
        unsigned long t192 = (unsigned long)t12;
        unsigned long t193 = (unsigned long)t11;
        unsigned long t194 = (unsigned long)t13;
        unsigned long t195 = (unsigned long)t11;
        unsigned long t196 = (unsigned long)t14;
        unsigned long t197 = (unsigned long)t12;
        unsigned long t198 = (unsigned long)t13;
        unsigned long t199 = (unsigned long)t12;
        unsigned long t200 = (unsigned long)t14;
        unsigned long t201 = (unsigned long)t13;
        unsigned long t202 = (unsigned long)t14;
        if ((t160 >= 2L) & (((t161 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t159 * 8L))) | ((t162 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t161 + (unsigned long)((long)t159 * 8L)))) & (((t163 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t159 * 8L))) | ((t164 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t159 * 8L)))) & (((t165 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t166 + (unsigned long)((long)t159 * 8L))) | ((t166 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t165 + (unsigned long)((long)t159 * 8L)))) & (((t167 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t168 + (unsigned long)((long)t159 * 4L))) | ((t168 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t167 + (unsigned long)((long)t159 * 8L)))) & (((t169 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t170 + (unsigned long)((long)t159 * 4L))) | ((t170 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t169 + (unsigned long)((long)t159 * 8L)))) & (((t171 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t172 + (unsigned long)((long)t159 * 4L))) | ((t172 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t171 + (unsigned long)((long)t159 * 8L)))) & (((t173 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t159 * 8L))) | ((t174 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t159 * 8L)))) & (((t175 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t176 + (unsigned long)((long)t159 * 8L))) | ((t176 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t159 * 8L)))) & (((t177 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t178 + (unsigned long)((long)t159 * 4L))) | ((t178 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t177 + (unsigned long)((long)t159 * 8L)))) & (((t179 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t159 * 4L))) | ((t180 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t179 + (unsigned long)((long)t159 * 8L)))) & (((t181 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t182 + (unsigned long)((long)t159 * 4L))) | ((t182 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t159 * 8L)))) & (((t183 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t159 * 8L))) | ((t184 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t159 * 8L)))) & (((t185 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t186 + (unsigned long)((long)t159 * 4L))) | ((t186 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t159 * 8L)))) & (((t187 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t159 * 4L))) | ((t188 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t187 + (unsigned long)((long)t159 * 8L)))) & (((t189 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t159 * 4L))) | ((t190 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t159 * 8L)))) & (((t191 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t192 + (unsigned long)((long)t159 * 4L))) | ((t192 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t191 + (unsigned long)((long)t159 * 8L)))) & (((t193 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t194 + (unsigned long)((long)t159 * 4L))) | ((t194 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t193 + (unsigned long)((long)t159 * 8L)))) & (((t195 + (unsigned long)((long)t159 * 8L + 8L + (t160 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t159 * 4L))) | ((t196 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t159 * 8L)))) & (((t197 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t159 * 4L))) | ((t198 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t159 * 4L)))) & (((t199 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t159 * 4L))) | ((t200 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t159 * 4L)))) & (((t201 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t159 * 4L))) | ((t202 + (unsigned long)((long)t159 * 4L + 4L + (t160 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t159 * 4L)))) & (t159 >= 0) & (t159 >= 0) & (t159 >= 0)) {
            long t203 = t160 & -2L;
            vcc_v2_int t204 = vcc_splat(vcc_v2_int, t159 % 7);
            vcc_v2_int t205 = t204 + (vcc_v2_int){0, 1};
            vcc_v2_uint t206 = (vcc_v2_uint)t205;
            vcc_v2_uint t207 = t206 - (vcc_v2_uint){7U, 7U};
            vcc_v2_uint t208 = vcc_min(vcc_v2_int, t206, t207);
            vcc_v2_int t4 = (vcc_v2_int)t208;
            vcc_v2_int t209 = vcc_splat(vcc_v2_int, t159 % 5);
            vcc_v2_int t210 = t209 + (vcc_v2_int){0, 1};
            vcc_v2_uint t211 = (vcc_v2_uint)t210;
            vcc_v2_uint t212 = t211 - (vcc_v2_uint){5U, 5U};
            vcc_v2_uint t213 = vcc_min(vcc_v2_int, t211, t212);
            vcc_v2_int t5 = (vcc_v2_int)t213;
            vcc_v2_int t214 = vcc_splat(vcc_v2_int, t159 % 3);
            vcc_v2_int t215 = t214 + (vcc_v2_int){0, 1};
            vcc_v2_uint t216 = (vcc_v2_uint)t215;
            vcc_v2_uint t217 = t216 - (vcc_v2_uint){3U, 3U};
            vcc_v2_uint t218 = vcc_min(vcc_v2_int, t216, t217);
            vcc_v2_int t6 = (vcc_v2_int)t218;
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, scalar epilogue */
            for (;;) {
                long t219 = (long)t159 + i_vec_1;
                double *t220 = x + t219;
                vcc_v2_int t221 = (vcc_v2_int){3, 3} + t4;
                __m128d t222 = (__m128d)__builtin_convertvector(t221, vcc_v2_double);
                __m128d t223 = _mm_div_pd(_mm_set1_pd(1.0), t222);
                _mm_storeu_pd(t220, t223);
                double *t224 = y + t219;
                vcc_v2_int t225 = t5 + (vcc_v2_int){1, 1};
                vcc_v2_int t226 = (vcc_v2_int){1, 1} << t225;
                __m128d t227 = (__m128d)__builtin_convertvector(t226, vcc_v2_double);
                __m128d t228 = _mm_div_pd(_mm_set1_pd(1.0), t227);
                __m128d t229 = _mm_add_pd(t222, t228);
                _mm_storeu_pd(t224, t229);
                __m128d x_v_4 = _mm_loadu_pd(t220);
                __m128d y_v_4 = _mm_loadu_pd(t224);
                __m128d t230 = _mm_mul_pd(x_v_4, y_v_4);
                __m128d t231 = _mm_xor_pd(t230, _mm_set1_pd(-0.0));
                __m128d t232 = (__m128d)__builtin_convertvector(t6, vcc_v2_double);
                __m128d t233 = _mm_mul_pd(t232, _mm_set1_pd(8.881784197001252e-16));
                __m128d t234 = _mm_add_pd(t231, t233);
                _mm_storeu_pd(z + t219, t234);
                __m128d x_v_5 = _mm_loadu_pd(t220);
                __m128d y_v_5 = _mm_loadu_pd(t224);
                __m128d t235 = _mm_mul_pd(x_v_5, y_v_5);
                _mm_storeu_pd(a + t219, t235);
                float *t236 = xf + t219;
                vcc_v2_float t237 = __builtin_convertvector(t221, vcc_v2_float);
                vcc_v2_float t238 = (vcc_v2_float){1.0f, 1.0f} / t237;
                vcc_store(t236, t238);
                float *t239 = yf + t219;
                vcc_v2_float t240 = __builtin_convertvector(t226, vcc_v2_float);
                vcc_v2_float t241 = (vcc_v2_float){1.0f, 1.0f} / t240;
                vcc_v2_float t242 = t237 + t241;
                vcc_store(t239, t242);
                vcc_v2_float xf_v_2 = vcc_load(vcc_v2_float, t236);
                vcc_v2_float yf_v_2 = vcc_load(vcc_v2_float, t239);
                vcc_v2_float t243 = xf_v_2 * yf_v_2;
                vcc_v2_float t244 = __builtin_convertvector(t6, vcc_v2_float);
                vcc_v2_float t245 = t244 * (vcc_v2_float){2.3841858e-7f, 2.3841858e-7f};
                vcc_v2_float t246 = t243 + t245;
                vcc_store(zf + t219, t246);
                i_vec_1 += 2L;
                vcc_v2_int t247 = t4 + (vcc_v2_int){2, 2};
                vcc_v2_uint t248 = (vcc_v2_uint)t247;
                vcc_v2_uint t249 = t248 - (vcc_v2_uint){7U, 7U};
                vcc_v2_uint t250 = vcc_min(vcc_v2_int, t248, t249);
                vcc_v2_int t251 = (vcc_v2_int)t250;
                vcc_v2_int t252 = t5 + (vcc_v2_int){2, 2};
                vcc_v2_uint t253 = (vcc_v2_uint)t252;
                vcc_v2_uint t254 = t253 - (vcc_v2_uint){5U, 5U};
                vcc_v2_uint t255 = vcc_min(vcc_v2_int, t253, t254);
                vcc_v2_int t256 = (vcc_v2_int)t255;
                vcc_v2_int t257 = t6 + (vcc_v2_int){2, 2};
                vcc_v2_uint t258 = (vcc_v2_uint)t257;
                vcc_v2_uint t259 = t258 - (vcc_v2_uint){3U, 3U};
                vcc_v2_uint t260 = vcc_min(vcc_v2_int, t258, t259);
                vcc_v2_int t261 = (vcc_v2_int)t260;
                if (i_vec_1 >= t203) {
                    break;
                }
                t4 = t251;
                t5 = t256;
                t6 = t261;
            }
            i = (int)((long)t159 + t203);
        } else {
            i = t159;
        }
        for (; i < n; i++) {
            long t262 = (long)i;
            double *t263 = x + t262;
            int t264 = 3 + i % 7;
            double t265 = (double)t264;
            *t263 = 1.0 / t265;
            double *t266 = y + t262;
            int t267 = 1 << (i % 5 + 1);
            *t266 = t265 + 1.0 / (double)t267;
            int t268 = i % 3;
            z[t262] = -(*t263 * *t266) + (double)t268 * 8.881784197001252e-16;
            a[t262] = *t263 * *t266;
            float *t269 = xf + t262;
            float t270 = (float)t264;
            *t269 = 1.0f / t270;
            float *t271 = yf + t262;
            *t271 = t270 + 1.0f / (float)t267;
            zf[t262] = *t269 * *t271 + (float)t268 * 2.3841858e-7f;
        }
        const double *t272 = y;
        const double *t273 = x;
        madd_f64(n, m, t273, t272, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t273, t272);
        unsigned long t274 = (unsigned long)n;
        unsigned long t275 = t274 * 8UL;
        unsigned long t276 = hash_bytes((const void *)a, t275);
        unsigned long t277 = hash_bytes((const void *)af, t274 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t275), (unsigned long long)t277, (unsigned long long)t276);
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
