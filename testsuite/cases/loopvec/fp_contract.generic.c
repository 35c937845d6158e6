/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
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
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec);
            vcc_v4_double y_v = vcc_load(vcc_v4_double, y + i_vec);
            vcc_v4_double t3 = x_v * y_v;
            vcc_v4_double z_v = vcc_load(vcc_v4_double, z + i_vec);
            vcc_v4_double t4 = t3 + z_v;
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t5);
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, y + t5);
            vcc_v4_double t6 = x_v_1 * y_v_1;
            vcc_v4_double z_v_1 = vcc_load(vcc_v4_double, z + t5);
            vcc_v4_double t7 = t6 + z_v_1;
            vcc_store(a + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t8);
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, y + t8);
            vcc_v4_double t9 = x_v_2 * y_v_2;
            vcc_v4_double z_v_2 = vcc_load(vcc_v4_double, z + t8);
            vcc_v4_double t10 = t9 + z_v_2;
            vcc_store(a + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t11);
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, y + t11);
            vcc_v4_double t12 = x_v_3 * y_v_3;
            vcc_v4_double z_v_3 = vcc_load(vcc_v4_double, z + t11);
            vcc_v4_double t13 = t12 + z_v_3;
            vcc_store(a + t11, t13);
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
        /* vcc: loop at fp_contract.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t17);
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, y + t17);
            vcc_v4_double t18 = x_v_4 * y_v_4;
            vcc_v4_double z_v_4 = vcc_load(vcc_v4_double, z + t17);
            vcc_v4_double t19 = t18 + z_v_4;
            vcc_store(a + t17, t19);
            i_vec_1 += 4L;
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
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float y_v = vcc_load(vcc_v8_float, y + i_vec);
            vcc_v8_float t3 = x_v * y_v;
            vcc_v8_float z_v = vcc_load(vcc_v8_float, z + i_vec);
            vcc_v8_float t4 = t3 - z_v;
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, y + t5);
            vcc_v8_float t6 = x_v_1 * y_v_1;
            vcc_v8_float z_v_1 = vcc_load(vcc_v8_float, z + t5);
            vcc_v8_float t7 = t6 - z_v_1;
            vcc_store(a + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t8);
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, y + t8);
            vcc_v8_float t9 = x_v_2 * y_v_2;
            vcc_v8_float z_v_2 = vcc_load(vcc_v8_float, z + t8);
            vcc_v8_float t10 = t9 - z_v_2;
            vcc_store(a + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, y + t11);
            vcc_v8_float t12 = x_v_3 * y_v_3;
            vcc_v8_float z_v_3 = vcc_load(vcc_v8_float, z + t11);
            vcc_v8_float t13 = t12 - z_v_3;
            vcc_store(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t17);
            vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, y + t17);
            vcc_v8_float t18 = x_v_4 * y_v_4;
            vcc_v8_float z_v_4 = vcc_load(vcc_v8_float, z + t17);
            vcc_v8_float t19 = t18 - z_v_4;
            vcc_store(a + t17, t19);
            i_vec_1 += 8L;
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
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec);
            vcc_m4 t3 = __builtin_convertvector(x_v > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double a_v = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)i_vec * 8UL), t3);
            vcc_v4_double y_v = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)i_vec * 8UL), t3);
            vcc_v4_double t4 = x_v * y_v;
            vcc_v4_double t5 = a_v - t4;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)i_vec * 8UL), t5, t3);
            long t6 = i_vec + 4L;
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t6);
            vcc_m4 t7 = __builtin_convertvector(x_v_1 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double a_v_1 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t6 * 8UL), t7);
            vcc_v4_double y_v_1 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t6 * 8UL), t7);
            vcc_v4_double t8 = x_v_1 * y_v_1;
            vcc_v4_double t9 = a_v_1 - t8;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t6 * 8UL), t9, t7);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t13);
            vcc_m4 t14 = __builtin_convertvector(x_v_2 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double a_v_2 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t13 * 8UL), t14);
            vcc_v4_double y_v_2 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t13 * 8UL), t14);
            vcc_v4_double t15 = x_v_2 * y_v_2;
            vcc_v4_double t16 = a_v_2 - t15;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t13 * 8UL), t16, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        double t18 = x[t17];
        if (t18 > 0.2) {
            double *t19 = a + t17;
            *t19 = *t19 - t18 * y[t17];
        }
    }
}

int main(void) {
    int n;
    int t7;
    int t193;
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
        if ((t15 >= 8L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16) | (((t18 <= 0L) | (t18 >= 64L)) & ((t19 <= 0L) | (t19 >= 64L)) & ((t20 <= 0L) | (t20 >= 64L)))) & (((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t22) | ((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | (((t23 <= 0L) | (t23 >= 64L)) & ((t24 <= 0L) | (t24 >= 64L)) & ((t25 <= 0L) | (t25 >= 64L)))) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 64L))) & (((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30) | ((t30 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t32) | ((t32 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t34) | ((t34 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t36) | ((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | (((t37 <= 0L) | (t37 >= 64L)) & ((t38 <= 0L) | (t38 >= 64L)) & ((t39 <= 0L) | (t39 >= 64L)) & ((t40 <= 0L) | (t40 >= 64L)) & ((t41 <= 0L) | (t41 >= 64L)))) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t42) | (((t44 <= 0L) | (t44 >= 64L)) & ((t45 <= 0L) | (t45 >= 64L)) & ((t46 <= 0L) | (t46 >= 64L)))) & (((t47 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t53) | (((t55 <= 0L) | (t55 >= 64L)) & ((t56 <= 0L) | (t56 >= 64L)) & ((t57 <= 0L) | (t57 >= 64L)))) & (((t58 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t59) | ((t59 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t58)) & (((t60 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t61) | ((t61 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t60)) & (((t62 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t63) | ((t63 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t62)) & (((t64 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t65) | ((t65 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t64)) & (((t66 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t67) | ((t67 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t66)) & (((t68 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t69) | ((t69 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t68)) & (((t70 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t71) | ((t71 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t70) | (((t72 <= 0L) | (t72 >= 32L)) & ((t73 <= 0L) | (t73 >= 32L)) & ((t74 <= 0L) | (t74 >= 32L)))) & (((t75 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t76) | ((t76 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t75) | (((t77 <= 0L) | (t77 >= 32L)) & ((t78 <= 0L) | (t78 >= 32L)))) & (((t79 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t80) | ((t80 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t79) | (((t81 <= 0L) | (t81 >= 32L)) & ((t82 <= 0L) | (t82 >= 32L)))) & 1 & 1 & 1) {
            long t83 = t15 & -8L;
            vcc_v4_int t84 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t85 = t84 + (vcc_v4_int){0, 1, 2, 3};
            vcc_m4 t86 = (vcc_m4)(t85 > (vcc_v4_int){6, 6, 6, 6});
            vcc_v4_uint t87 = vcc_select(vcc_v4_int, (vcc_v4_int)t86, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t88 = (vcc_v4_uint)t85;
            vcc_v4_uint t89 = t88 - t87;
            vcc_v4_int t1 = (vcc_v4_int)t89;
            vcc_v4_int t90 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t91 = t90 + (vcc_v4_int){0, 1, 2, 3};
            vcc_m4 t92 = (vcc_m4)(t91 > (vcc_v4_int){4, 4, 4, 4});
            vcc_v4_uint t93 = vcc_select(vcc_v4_int, (vcc_v4_int)t92, ((vcc_v4_uint){5U, 5U, 5U, 5U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t94 = (vcc_v4_uint)t91;
            vcc_v4_uint t95 = t94 - t93;
            vcc_v4_int t2 = (vcc_v4_int)t95;
            vcc_v4_int t96 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t97 = t96 + (vcc_v4_int){0, 1, 2, 0};
            vcc_m4 t98 = (vcc_m4)(t97 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_uint t99 = vcc_select(vcc_v4_int, (vcc_v4_int)t98, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t100 = (vcc_v4_uint)t97;
            vcc_v4_uint t101 = t100 - t99;
            vcc_v4_int t3 = (vcc_v4_int)t101;
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 4, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                double *t102 = x + i_vec;
                vcc_v4_int t103 = (vcc_v4_int){3, 3, 3, 3} + t1;
                vcc_v4_double t104 = __builtin_convertvector(t103, vcc_v4_double);
                vcc_v4_double t105 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t104;
                vcc_store(t102, t105);
                double *t106 = y + i_vec;
                vcc_v4_int t107 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t108 = (vcc_v4_int){1, 1, 1, 1} << t107;
                vcc_v4_double t109 = __builtin_convertvector(t108, vcc_v4_double);
                vcc_v4_double t110 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t109;
                vcc_v4_double t111 = t104 + t110;
                vcc_store(t106, t111);
                vcc_v4_double x_v = vcc_load(vcc_v4_double, t102);
                vcc_v4_double y_v = vcc_load(vcc_v4_double, t106);
                vcc_v4_double t112 = x_v * y_v;
                vcc_v4_double t113 = -t112;
                vcc_v4_double t114 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t115 = t114 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t116 = t113 + t115;
                vcc_store(z + i_vec, t116);
                vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, t102);
                vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, t106);
                vcc_v4_double t117 = x_v_1 * y_v_1;
                vcc_store(a + i_vec, t117);
                float *t118 = xf + i_vec;
                vcc_v4_float t119 = __builtin_convertvector(t103, vcc_v4_float);
                vcc_v4_float t120 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t119;
                vcc_store(t118, t120);
                float *t121 = yf + i_vec;
                vcc_v4_float t122 = __builtin_convertvector(t108, vcc_v4_float);
                vcc_v4_float t123 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t122;
                vcc_v4_float t124 = t119 + t123;
                vcc_store(t121, t124);
                vcc_v4_float xf_v = vcc_load(vcc_v4_float, t118);
                vcc_v4_float yf_v = vcc_load(vcc_v4_float, t121);
                vcc_v4_float t125 = xf_v * yf_v;
                vcc_v4_float t126 = __builtin_convertvector(t3, vcc_v4_float);
                vcc_v4_float t127 = t126 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t128 = t125 + t127;
                vcc_store(zf + i_vec, t128);
                long t129 = i_vec + 4L;
                double *t130 = x + t129;
                vcc_v4_int t131 = t1 + (vcc_v4_int){4, 4, 4, 4};
                vcc_m4 t132 = (vcc_m4)(t131 > (vcc_v4_int){6, 6, 6, 6});
                vcc_v4_uint t133 = vcc_select(vcc_v4_int, (vcc_v4_int)t132, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t134 = (vcc_v4_uint)t131;
                vcc_v4_uint t135 = t134 - t133;
                vcc_v4_int t136 = (vcc_v4_int)t135;
                vcc_v4_int t137 = (vcc_v4_int){3, 3, 3, 3} + t136;
                vcc_v4_double t138 = __builtin_convertvector(t137, vcc_v4_double);
                vcc_v4_double t139 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t138;
                vcc_store(t130, t139);
                double *t140 = y + t129;
                vcc_v4_int t141 = t2 + (vcc_v4_int){4, 4, 4, 4};
                vcc_m4 t142 = (vcc_m4)(t141 > (vcc_v4_int){4, 4, 4, 4});
                vcc_v4_uint t143 = vcc_select(vcc_v4_int, (vcc_v4_int)t142, ((vcc_v4_uint){5U, 5U, 5U, 5U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t144 = (vcc_v4_uint)t141;
                vcc_v4_uint t145 = t144 - t143;
                vcc_v4_int t146 = (vcc_v4_int)t145;
                vcc_v4_int t147 = t146 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t148 = (vcc_v4_int){1, 1, 1, 1} << t147;
                vcc_v4_double t149 = __builtin_convertvector(t148, vcc_v4_double);
                vcc_v4_double t150 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t149;
                vcc_v4_double t151 = t138 + t150;
                vcc_store(t140, t151);
                vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, t130);
                vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, t140);
                vcc_v4_double t152 = x_v_2 * y_v_2;
                vcc_v4_double t153 = -t152;
                vcc_v4_int t154 = t3 + (vcc_v4_int){1, 1, 1, 1};
                vcc_m4 t155 = (vcc_m4)(t154 > (vcc_v4_int){2, 2, 2, 2});
                vcc_v4_uint t156 = vcc_select(vcc_v4_int, (vcc_v4_int)t155, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t157 = (vcc_v4_uint)t154;
                vcc_v4_uint t158 = t157 - t156;
                vcc_v4_int t159 = (vcc_v4_int)t158;
                vcc_v4_double t160 = __builtin_convertvector(t159, vcc_v4_double);
                vcc_v4_double t161 = t160 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t162 = t153 + t161;
                vcc_store(z + t129, t162);
                vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, t130);
                vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, t140);
                vcc_v4_double t163 = x_v_3 * y_v_3;
                vcc_store(a + t129, t163);
                float *t164 = xf + t129;
                vcc_v4_float t165 = __builtin_convertvector(t137, vcc_v4_float);
                vcc_v4_float t166 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t165;
                vcc_store(t164, t166);
                float *t167 = yf + t129;
                vcc_v4_float t168 = __builtin_convertvector(t148, vcc_v4_float);
                vcc_v4_float t169 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t168;
                vcc_v4_float t170 = t165 + t169;
                vcc_store(t167, t170);
                vcc_v4_float xf_v_1 = vcc_load(vcc_v4_float, t164);
                vcc_v4_float yf_v_1 = vcc_load(vcc_v4_float, t167);
                vcc_v4_float t171 = xf_v_1 * yf_v_1;
                vcc_v4_float t172 = __builtin_convertvector(t159, vcc_v4_float);
                vcc_v4_float t173 = t172 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t174 = t171 + t173;
                vcc_store(zf + t129, t174);
                i_vec += 8L;
                vcc_v4_int t175 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_m4 t176 = (vcc_m4)(t175 > (vcc_v4_int){6, 6, 6, 6});
                vcc_v4_uint t177 = vcc_select(vcc_v4_int, (vcc_v4_int)t176, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t178 = (vcc_v4_uint)t175;
                vcc_v4_uint t179 = t178 - t177;
                vcc_v4_int t180 = (vcc_v4_int)t179;
                vcc_v4_int t181 = t2 + (vcc_v4_int){3, 3, 3, 3};
                vcc_m4 t182 = (vcc_m4)(t181 > (vcc_v4_int){4, 4, 4, 4});
                vcc_v4_uint t183 = vcc_select(vcc_v4_int, (vcc_v4_int)t182, ((vcc_v4_uint){5U, 5U, 5U, 5U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t184 = (vcc_v4_uint)t181;
                vcc_v4_uint t185 = t184 - t183;
                vcc_v4_int t186 = (vcc_v4_int)t185;
                vcc_v4_int t187 = t3 + (vcc_v4_int){2, 2, 2, 2};
                vcc_m4 t188 = (vcc_m4)(t187 > (vcc_v4_int){2, 2, 2, 2});
                vcc_v4_uint t189 = vcc_select(vcc_v4_int, (vcc_v4_int)t188, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t190 = (vcc_v4_uint)t187;
                vcc_v4_uint t191 = t190 - t189;
                vcc_v4_int t192 = (vcc_v4_int)t191;
                if (i_vec >= t83) {
                    break;
                }
                t1 = t180;
                t2 = t186;
                t3 = t192;
            }
            t193 = (int)t83;
        } else {
            t193 = 0;
        }
        long t194 = (long)n + (long)t193 * -1L;
        unsigned long t195 = (unsigned long)t8;
        unsigned long t196 = (unsigned long)t9;
        long t197 = (long)((unsigned long)t8 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        long t198 = (long)((unsigned long)t8 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        long t199 = (long)((unsigned long)t8 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        unsigned long t200 = (unsigned long)t8;
        unsigned long t201 = (unsigned long)t10;
        long t202 = (long)((unsigned long)t8 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t193 * 8L)));
        long t203 = (long)((unsigned long)t8 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t193 * 8L)));
        long t204 = (long)((unsigned long)t8 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t193 * 8L)));
        unsigned long t205 = (unsigned long)t8;
        unsigned long t206 = (unsigned long)t11;
        long t207 = (long)((unsigned long)t8 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t193 * 8L)));
        unsigned long t208 = (unsigned long)t8;
        unsigned long t209 = (unsigned long)t12;
        unsigned long t210 = (unsigned long)t8;
        unsigned long t211 = (unsigned long)t13;
        unsigned long t212 = (unsigned long)t8;
        unsigned long t213 = (unsigned long)t14;
        unsigned long t214 = (unsigned long)t9;
        unsigned long t215 = (unsigned long)t10;
        long t216 = (long)((unsigned long)t10 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        long t217 = (long)((unsigned long)t9 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t193 * 8L)));
        long t218 = (long)((unsigned long)t10 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        long t219 = (long)((unsigned long)t9 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t193 * 8L)));
        long t220 = (long)((unsigned long)t10 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        unsigned long t221 = (unsigned long)t9;
        unsigned long t222 = (unsigned long)t11;
        long t223 = (long)((unsigned long)t11 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        long t224 = (long)((unsigned long)t11 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t193 * 8L)));
        long t225 = (long)((unsigned long)t9 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t193 * 8L)));
        unsigned long t226 = (unsigned long)t9;
        unsigned long t227 = (unsigned long)t12;
        unsigned long t228 = (unsigned long)t9;
        unsigned long t229 = (unsigned long)t13;
        unsigned long t230 = (unsigned long)t9;
        unsigned long t231 = (unsigned long)t14;
        unsigned long t232 = (unsigned long)t10;
        unsigned long t233 = (unsigned long)t11;
        long t234 = (long)((unsigned long)t11 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t193 * 8L)));
        long t235 = (long)((unsigned long)t11 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t193 * 8L)));
        long t236 = (long)((unsigned long)t10 + (unsigned long)((long)t193 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t193 * 8L)));
        unsigned long t237 = (unsigned long)t10;
        unsigned long t238 = (unsigned long)t12;
        unsigned long t239 = (unsigned long)t10;
        unsigned long t240 = (unsigned long)t13;
        unsigned long t241 = (unsigned long)t10;
        unsigned long t242 = (unsigned long)t14;
        unsigned long t243 = (unsigned long)t11;
        unsigned long t244 = (unsigned long)t12;
        unsigned long t245 = (unsigned long)t11;
        unsigned long t246 = (unsigned long)t13;
        unsigned long t247 = (unsigned long)t11;
        unsigned long t248 = (unsigned long)t14;
        unsigned long t249 = (unsigned long)t12;
        unsigned long t250 = (unsigned long)t13;
        long t251 = (long)((unsigned long)t13 + (unsigned long)((long)t193 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t193 * 4L)));
        long t252 = (long)((unsigned long)t12 + (unsigned long)((long)t193 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t193 * 4L)));
        long t253 = (long)((unsigned long)t13 + (unsigned long)((long)t193 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t193 * 4L)));
        unsigned long t254 = (unsigned long)t12;
        unsigned long t255 = (unsigned long)t14;
        long t256 = (long)((unsigned long)t14 + (unsigned long)((long)t193 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t193 * 4L)));
        long t257 = (long)((unsigned long)t14 + (unsigned long)((long)t193 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t193 * 4L)));
        unsigned long t258 = (unsigned long)t13;
        unsigned long t259 = (unsigned long)t14;
        long t260 = (long)((unsigned long)t14 + (unsigned long)((long)t193 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t193 * 4L)));
        long t261 = (long)((unsigned long)t14 + (unsigned long)((long)t193 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t193 * 4L)));
        if ((t194 >= 4L) & (((t195 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t193 * 8L))) | ((t196 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t193 * 8L))) | (((t197 <= 0L) | (t197 >= 32L)) & ((t198 <= 0L) | (t198 >= 32L)) & ((t199 <= 0L) | (t199 >= 32L)))) & (((t200 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t193 * 8L))) | ((t201 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t193 * 8L))) | (((t202 <= 0L) | (t202 >= 32L)) & ((t203 <= 0L) | (t203 >= 32L)) & ((t204 <= 0L) | (t204 >= 32L)))) & (((t205 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t206 + (unsigned long)((long)t193 * 8L))) | ((t206 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t193 * 8L))) | ((t207 <= 0L) | (t207 >= 32L))) & (((t208 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t209 + (unsigned long)((long)t193 * 4L))) | ((t209 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t193 * 8L)))) & (((t210 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t193 * 4L))) | ((t211 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t193 * 8L)))) & (((t212 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t213 + (unsigned long)((long)t193 * 4L))) | ((t213 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t193 * 8L)))) & (((t214 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t215 + (unsigned long)((long)t193 * 8L))) | ((t215 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t214 + (unsigned long)((long)t193 * 8L))) | (((t216 <= 0L) | (t216 >= 32L)) & ((t217 <= 0L) | (t217 >= 32L)) & ((t218 <= 0L) | (t218 >= 32L)) & ((t219 <= 0L) | (t219 >= 32L)) & ((t220 <= 0L) | (t220 >= 32L)))) & (((t221 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t222 + (unsigned long)((long)t193 * 8L))) | ((t222 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t221 + (unsigned long)((long)t193 * 8L))) | (((t223 <= 0L) | (t223 >= 32L)) & ((t224 <= 0L) | (t224 >= 32L)) & ((t225 <= 0L) | (t225 >= 32L)))) & (((t226 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t227 + (unsigned long)((long)t193 * 4L))) | ((t227 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t226 + (unsigned long)((long)t193 * 8L)))) & (((t228 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t229 + (unsigned long)((long)t193 * 4L))) | ((t229 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t228 + (unsigned long)((long)t193 * 8L)))) & (((t230 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t231 + (unsigned long)((long)t193 * 4L))) | ((t231 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t230 + (unsigned long)((long)t193 * 8L)))) & (((t232 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t233 + (unsigned long)((long)t193 * 8L))) | ((t233 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t232 + (unsigned long)((long)t193 * 8L))) | (((t234 <= 0L) | (t234 >= 32L)) & ((t235 <= 0L) | (t235 >= 32L)) & ((t236 <= 0L) | (t236 >= 32L)))) & (((t237 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t238 + (unsigned long)((long)t193 * 4L))) | ((t238 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t237 + (unsigned long)((long)t193 * 8L)))) & (((t239 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t240 + (unsigned long)((long)t193 * 4L))) | ((t240 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t239 + (unsigned long)((long)t193 * 8L)))) & (((t241 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t242 + (unsigned long)((long)t193 * 4L))) | ((t242 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t241 + (unsigned long)((long)t193 * 8L)))) & (((t243 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t244 + (unsigned long)((long)t193 * 4L))) | ((t244 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t243 + (unsigned long)((long)t193 * 8L)))) & (((t245 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t246 + (unsigned long)((long)t193 * 4L))) | ((t246 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t245 + (unsigned long)((long)t193 * 8L)))) & (((t247 + (unsigned long)((long)t193 * 8L + 8L + (t194 - 1L) * 8L)) <= (t248 + (unsigned long)((long)t193 * 4L))) | ((t248 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t247 + (unsigned long)((long)t193 * 8L)))) & (((t249 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t250 + (unsigned long)((long)t193 * 4L))) | ((t250 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t249 + (unsigned long)((long)t193 * 4L))) | (((t251 <= 0L) | (t251 >= 16L)) & ((t252 <= 0L) | (t252 >= 16L)) & ((t253 <= 0L) | (t253 >= 16L)))) & (((t254 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t255 + (unsigned long)((long)t193 * 4L))) | ((t255 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t254 + (unsigned long)((long)t193 * 4L))) | (((t256 <= 0L) | (t256 >= 16L)) & ((t257 <= 0L) | (t257 >= 16L)))) & (((t258 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t259 + (unsigned long)((long)t193 * 4L))) | ((t259 + (unsigned long)((long)t193 * 4L + 4L + (t194 - 1L) * 4L)) <= (t258 + (unsigned long)((long)t193 * 4L))) | (((t260 <= 0L) | (t260 >= 16L)) & ((t261 <= 0L) | (t261 >= 16L)))) & (t193 >= 0) & (t193 >= 0) & (t193 >= 0)) {
            long t262 = t194 & -4L;
            vcc_v4_int t263 = vcc_splat(vcc_v4_int, t193 % 7);
            vcc_v4_int t264 = t263 + (vcc_v4_int){0, 1, 2, 3};
            vcc_m4 t265 = (vcc_m4)(t264 > (vcc_v4_int){6, 6, 6, 6});
            vcc_v4_uint t266 = vcc_select(vcc_v4_int, (vcc_v4_int)t265, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t267 = (vcc_v4_uint)t264;
            vcc_v4_uint t268 = t267 - t266;
            vcc_v4_int t4 = (vcc_v4_int)t268;
            vcc_v4_int t269 = vcc_splat(vcc_v4_int, t193 % 5);
            vcc_v4_int t270 = t269 + (vcc_v4_int){0, 1, 2, 3};
            vcc_m4 t271 = (vcc_m4)(t270 > (vcc_v4_int){4, 4, 4, 4});
            vcc_v4_uint t272 = vcc_select(vcc_v4_int, (vcc_v4_int)t271, ((vcc_v4_uint){5U, 5U, 5U, 5U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t273 = (vcc_v4_uint)t270;
            vcc_v4_uint t274 = t273 - t272;
            vcc_v4_int t5 = (vcc_v4_int)t274;
            vcc_v4_int t275 = vcc_splat(vcc_v4_int, t193 % 3);
            vcc_v4_int t276 = t275 + (vcc_v4_int){0, 1, 2, 0};
            vcc_m4 t277 = (vcc_m4)(t276 > (vcc_v4_int){2, 2, 2, 2});
            vcc_v4_uint t278 = vcc_select(vcc_v4_int, (vcc_v4_int)t277, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
            vcc_v4_uint t279 = (vcc_v4_uint)t276;
            vcc_v4_uint t280 = t279 - t278;
            vcc_v4_int t6 = (vcc_v4_int)t280;
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t281 = (long)t193 + i_vec_1;
                double *t282 = x + t281;
                vcc_v4_int t283 = (vcc_v4_int){3, 3, 3, 3} + t4;
                vcc_v4_double t284 = __builtin_convertvector(t283, vcc_v4_double);
                vcc_v4_double t285 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t284;
                vcc_store(t282, t285);
                double *t286 = y + t281;
                vcc_v4_int t287 = t5 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t288 = (vcc_v4_int){1, 1, 1, 1} << t287;
                vcc_v4_double t289 = __builtin_convertvector(t288, vcc_v4_double);
                vcc_v4_double t290 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t289;
                vcc_v4_double t291 = t284 + t290;
                vcc_store(t286, t291);
                vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, t282);
                vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, t286);
                vcc_v4_double t292 = x_v_4 * y_v_4;
                vcc_v4_double t293 = -t292;
                vcc_v4_double t294 = __builtin_convertvector(t6, vcc_v4_double);
                vcc_v4_double t295 = t294 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t296 = t293 + t295;
                vcc_store(z + t281, t296);
                vcc_v4_double x_v_5 = vcc_load(vcc_v4_double, t282);
                vcc_v4_double y_v_5 = vcc_load(vcc_v4_double, t286);
                vcc_v4_double t297 = x_v_5 * y_v_5;
                vcc_store(a + t281, t297);
                float *t298 = xf + t281;
                vcc_v4_float t299 = __builtin_convertvector(t283, vcc_v4_float);
                vcc_v4_float t300 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t299;
                vcc_store(t298, t300);
                float *t301 = yf + t281;
                vcc_v4_float t302 = __builtin_convertvector(t288, vcc_v4_float);
                vcc_v4_float t303 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t302;
                vcc_v4_float t304 = t299 + t303;
                vcc_store(t301, t304);
                vcc_v4_float xf_v_2 = vcc_load(vcc_v4_float, t298);
                vcc_v4_float yf_v_2 = vcc_load(vcc_v4_float, t301);
                vcc_v4_float t305 = xf_v_2 * yf_v_2;
                vcc_v4_float t306 = __builtin_convertvector(t6, vcc_v4_float);
                vcc_v4_float t307 = t306 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t308 = t305 + t307;
                vcc_store(zf + t281, t308);
                i_vec_1 += 4L;
                vcc_v4_int t309 = t4 + (vcc_v4_int){4, 4, 4, 4};
                vcc_m4 t310 = (vcc_m4)(t309 > (vcc_v4_int){6, 6, 6, 6});
                vcc_v4_uint t311 = vcc_select(vcc_v4_int, (vcc_v4_int)t310, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t312 = (vcc_v4_uint)t309;
                vcc_v4_uint t313 = t312 - t311;
                vcc_v4_int t314 = (vcc_v4_int)t313;
                vcc_v4_int t315 = t5 + (vcc_v4_int){4, 4, 4, 4};
                vcc_m4 t316 = (vcc_m4)(t315 > (vcc_v4_int){4, 4, 4, 4});
                vcc_v4_uint t317 = vcc_select(vcc_v4_int, (vcc_v4_int)t316, ((vcc_v4_uint){5U, 5U, 5U, 5U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t318 = (vcc_v4_uint)t315;
                vcc_v4_uint t319 = t318 - t317;
                vcc_v4_int t320 = (vcc_v4_int)t319;
                vcc_v4_int t321 = t6 + (vcc_v4_int){1, 1, 1, 1};
                vcc_m4 t322 = (vcc_m4)(t321 > (vcc_v4_int){2, 2, 2, 2});
                vcc_v4_uint t323 = vcc_select(vcc_v4_int, (vcc_v4_int)t322, ((vcc_v4_uint){3U, 3U, 3U, 3U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
                vcc_v4_uint t324 = (vcc_v4_uint)t321;
                vcc_v4_uint t325 = t324 - t323;
                vcc_v4_int t326 = (vcc_v4_int)t325;
                if (i_vec_1 >= t262) {
                    break;
                }
                t4 = t314;
                t5 = t320;
                t6 = t326;
            }
            i = (int)((long)t193 + t262);
        } else {
            i = t193;
        }
        for (; i < n; i++) {
            long t327 = (long)i;
            double *t328 = x + t327;
            int t329 = 3 + i % 7;
            double t330 = (double)t329;
            *t328 = 1.0 / t330;
            double *t331 = y + t327;
            int t332 = 1 << (i % 5 + 1);
            *t331 = t330 + 1.0 / (double)t332;
            int t333 = i % 3;
            z[t327] = -(*t328 * *t331) + (double)t333 * 8.881784197001252e-16;
            a[t327] = *t328 * *t331;
            float *t334 = xf + t327;
            float t335 = (float)t329;
            *t334 = 1.0f / t335;
            float *t336 = yf + t327;
            *t336 = t335 + 1.0f / (float)t332;
            zf[t327] = *t334 * *t336 + (float)t333 * 2.3841858e-7f;
        }
        const double *t337 = y;
        const double *t338 = x;
        madd_f64(n, m, t338, t337, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t338, t337);
        unsigned long t339 = (unsigned long)n;
        unsigned long t340 = t339 * 8UL;
        unsigned long t341 = hash_bytes((const void *)a, t340);
        unsigned long t342 = hash_bytes((const void *)af, t339 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t340), (unsigned long long)t342, (unsigned long long)t341);
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
