/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + t3);
            vcc_v4_double y_v = vcc_load(vcc_v4_double, y + t3);
            vcc_v4_double t4 = x_v * y_v;
            vcc_v4_double z_v = vcc_load(vcc_v4_double, z + t3);
            vcc_v4_double t5 = t4 + z_v;
            vcc_store(a + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t6);
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, y + t6);
            vcc_v4_double t7 = x_v_1 * y_v_1;
            vcc_v4_double z_v_1 = vcc_load(vcc_v4_double, z + t6);
            vcc_v4_double t8 = t7 + z_v_1;
            vcc_store(a + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t9);
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, y + t9);
            vcc_v4_double t10 = x_v_2 * y_v_2;
            vcc_v4_double z_v_2 = vcc_load(vcc_v4_double, z + t9);
            vcc_v4_double t11 = t10 + z_v_2;
            vcc_store(a + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t12);
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, y + t12);
            vcc_v4_double t13 = x_v_3 * y_v_3;
            vcc_v4_double z_v_3 = vcc_load(vcc_v4_double, z + t12);
            vcc_v4_double t14 = t13 + z_v_3;
            vcc_store(a + t12, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t18);
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, y + t18);
            vcc_v4_double t19 = x_v_4 * y_v_4;
            vcc_v4_double z_v_4 = vcc_load(vcc_v4_double, z + t18);
            vcc_v4_double t20 = t19 + z_v_4;
            vcc_store(a + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = x[t21] * y[t21] + z[t21];
    }
}

void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_v8_float y_v = vcc_load(vcc_v8_float, y + t3);
            vcc_v8_float t4 = x_v * y_v;
            vcc_v8_float z_v = vcc_load(vcc_v8_float, z + t3);
            vcc_v8_float t5 = t4 - z_v;
            vcc_store(a + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, y + t6);
            vcc_v8_float t7 = x_v_1 * y_v_1;
            vcc_v8_float z_v_1 = vcc_load(vcc_v8_float, z + t6);
            vcc_v8_float t8 = t7 - z_v_1;
            vcc_store(a + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t9);
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, y + t9);
            vcc_v8_float t10 = x_v_2 * y_v_2;
            vcc_v8_float z_v_2 = vcc_load(vcc_v8_float, z + t9);
            vcc_v8_float t11 = t10 - z_v_2;
            vcc_store(a + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t12);
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, y + t12);
            vcc_v8_float t13 = x_v_3 * y_v_3;
            vcc_v8_float z_v_3 = vcc_load(vcc_v8_float, z + t12);
            vcc_v8_float t14 = t13 - z_v_3;
            vcc_store(a + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t18);
            vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, y + t18);
            vcc_v8_float t19 = x_v_4 * y_v_4;
            vcc_v8_float z_v_4 = vcc_load(vcc_v8_float, z + t18);
            vcc_v8_float t20 = t19 - z_v_4;
            vcc_store(a + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = x[t21] * y[t21] - z[t21];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + t3);
            vcc_m4 t4 = __builtin_convertvector(x_v > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double a_v = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t3 * 8UL), t4);
            vcc_v4_double y_v = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t3 * 8UL), t4);
            vcc_v4_double t5 = x_v * y_v;
            vcc_v4_double t6 = a_v - t5;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t3 * 8UL), t6, t4);
            long t7 = (long)(int)(i_vec + 4L);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t7);
            vcc_m4 t8 = __builtin_convertvector(x_v_1 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double a_v_1 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t7 * 8UL), t8);
            vcc_v4_double y_v_1 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t7 * 8UL), t8);
            vcc_v4_double t9 = x_v_1 * y_v_1;
            vcc_v4_double t10 = a_v_1 - t9;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t7 * 8UL), t10, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t14);
            vcc_m4 t15 = __builtin_convertvector(x_v_2 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double a_v_2 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t14 * 8UL), t15);
            vcc_v4_double y_v_2 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t14 * 8UL), t15);
            vcc_v4_double t16 = x_v_2 * y_v_2;
            vcc_v4_double t17 = a_v_2 - t16;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t14 * 8UL), t17, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        double t19 = x[t18];
        if (t19 > 0.2) {
            double *t20 = a + t18;
            *t20 = *t20 - t19 * y[t18];
        }
    }
}

int main(void) {
    int n;
    int t7;
    int t160;
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
        if ((t15 >= 8L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t22)) & (((t24 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t26)) & (((t28 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t32)) & (((t34 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | ((t35 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t37) | ((t37 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t39) | ((t39 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t41) | ((t41 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t40)) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t53) | ((t53 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t55) | ((t55 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t56)) & 1 & 1 & 1) {
            long t58 = t15 & -8L;
            vcc_v4_int t59 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t60 = t59 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t61 = (vcc_v4_uint)t60;
            vcc_v4_uint t62 = t61 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t63 = vcc_min(vcc_v4_int, t61, t62);
            vcc_v4_int t1 = (vcc_v4_int)t63;
            vcc_v4_int t64 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t65 = t64 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t66 = (vcc_v4_uint)t65;
            vcc_v4_uint t67 = t66 - (vcc_v4_uint){5U, 5U, 5U, 5U};
            vcc_v4_uint t68 = vcc_min(vcc_v4_int, t66, t67);
            vcc_v4_int t2 = (vcc_v4_int)t68;
            vcc_v4_int t69 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t70 = t69 + (vcc_v4_int){0, 1, 2, 0};
            vcc_v4_uint t71 = (vcc_v4_uint)t70;
            vcc_v4_uint t72 = t71 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t73 = vcc_min(vcc_v4_int, t71, t72);
            vcc_v4_int t3 = (vcc_v4_int)t73;
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 4, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                long t74 = (long)(int)i_vec;
                double *t75 = x + t74;
                vcc_v4_int t76 = (vcc_v4_int){3, 3, 3, 3} + t1;
                vcc_v4_double t77 = __builtin_convertvector(t76, vcc_v4_double);
                vcc_v4_double t78 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t77;
                vcc_store(t75, t78);
                double *t79 = y + t74;
                vcc_v4_int t80 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t81 = (vcc_v4_int){1, 1, 1, 1} << t80;
                vcc_v4_double t82 = __builtin_convertvector(t81, vcc_v4_double);
                vcc_v4_double t83 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t82;
                vcc_v4_double t84 = t77 + t83;
                vcc_store(t79, t84);
                vcc_v4_double x_v = vcc_load(vcc_v4_double, t75);
                vcc_v4_double y_v = vcc_load(vcc_v4_double, t79);
                vcc_v4_double t85 = x_v * y_v;
                vcc_v4_double t86 = -t85;
                vcc_v4_double t87 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t88 = t87 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t89 = t86 + t88;
                vcc_store(z + t74, t89);
                vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, t75);
                vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, t79);
                vcc_v4_double t90 = x_v_1 * y_v_1;
                vcc_store(a + t74, t90);
                float *t91 = xf + t74;
                vcc_v4_float t92 = __builtin_convertvector(t76, vcc_v4_float);
                vcc_v4_float t93 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t92;
                vcc_store(t91, t93);
                float *t94 = yf + t74;
                vcc_v4_float t95 = __builtin_convertvector(t81, vcc_v4_float);
                vcc_v4_float t96 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t95;
                vcc_v4_float t97 = t92 + t96;
                vcc_store(t94, t97);
                vcc_v4_float xf_v = vcc_load(vcc_v4_float, t91);
                vcc_v4_float yf_v = vcc_load(vcc_v4_float, t94);
                vcc_v4_float t98 = xf_v * yf_v;
                vcc_v4_float t99 = __builtin_convertvector(t3, vcc_v4_float);
                vcc_v4_float t100 = t99 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t101 = t98 + t100;
                vcc_store(zf + t74, t101);
                long t102 = (long)(int)(i_vec + 4L);
                double *t103 = x + t102;
                vcc_v4_int t104 = t1 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t105 = (vcc_v4_uint)t104;
                vcc_v4_uint t106 = t105 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t107 = vcc_min(vcc_v4_int, t105, t106);
                vcc_v4_int t108 = (vcc_v4_int)t107;
                vcc_v4_int t109 = (vcc_v4_int){3, 3, 3, 3} + t108;
                vcc_v4_double t110 = __builtin_convertvector(t109, vcc_v4_double);
                vcc_v4_double t111 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t110;
                vcc_store(t103, t111);
                double *t112 = y + t102;
                vcc_v4_int t113 = t2 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t114 = (vcc_v4_uint)t113;
                vcc_v4_uint t115 = t114 - (vcc_v4_uint){5U, 5U, 5U, 5U};
                vcc_v4_uint t116 = vcc_min(vcc_v4_int, t114, t115);
                vcc_v4_int t117 = (vcc_v4_int)t116;
                vcc_v4_int t118 = t117 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t119 = (vcc_v4_int){1, 1, 1, 1} << t118;
                vcc_v4_double t120 = __builtin_convertvector(t119, vcc_v4_double);
                vcc_v4_double t121 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t120;
                vcc_v4_double t122 = t110 + t121;
                vcc_store(t112, t122);
                vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, t103);
                vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, t112);
                vcc_v4_double t123 = x_v_2 * y_v_2;
                vcc_v4_double t124 = -t123;
                vcc_v4_int t125 = t3 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t126 = (vcc_v4_uint)t125;
                vcc_v4_uint t127 = t126 - (vcc_v4_uint){3U, 3U, 3U, 3U};
                vcc_v4_uint t128 = vcc_min(vcc_v4_int, t126, t127);
                vcc_v4_int t129 = (vcc_v4_int)t128;
                vcc_v4_double t130 = __builtin_convertvector(t129, vcc_v4_double);
                vcc_v4_double t131 = t130 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t132 = t124 + t131;
                vcc_store(z + t102, t132);
                vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, t103);
                vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, t112);
                vcc_v4_double t133 = x_v_3 * y_v_3;
                vcc_store(a + t102, t133);
                float *t134 = xf + t102;
                vcc_v4_float t135 = __builtin_convertvector(t109, vcc_v4_float);
                vcc_v4_float t136 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t135;
                vcc_store(t134, t136);
                float *t137 = yf + t102;
                vcc_v4_float t138 = __builtin_convertvector(t119, vcc_v4_float);
                vcc_v4_float t139 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t138;
                vcc_v4_float t140 = t135 + t139;
                vcc_store(t137, t140);
                vcc_v4_float xf_v_1 = vcc_load(vcc_v4_float, t134);
                vcc_v4_float yf_v_1 = vcc_load(vcc_v4_float, t137);
                vcc_v4_float t141 = xf_v_1 * yf_v_1;
                vcc_v4_float t142 = __builtin_convertvector(t129, vcc_v4_float);
                vcc_v4_float t143 = t142 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t144 = t141 + t143;
                vcc_store(zf + t102, t144);
                i_vec += 8L;
                vcc_v4_int t145 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t146 = (vcc_v4_uint)t145;
                vcc_v4_uint t147 = t146 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t148 = vcc_min(vcc_v4_int, t146, t147);
                vcc_v4_int t149 = (vcc_v4_int)t148;
                vcc_v4_int t150 = t2 + (vcc_v4_int){3, 3, 3, 3};
                vcc_v4_uint t151 = (vcc_v4_uint)t150;
                vcc_v4_uint t152 = t151 - (vcc_v4_uint){5U, 5U, 5U, 5U};
                vcc_v4_uint t153 = vcc_min(vcc_v4_int, t151, t152);
                vcc_v4_int t154 = (vcc_v4_int)t153;
                vcc_v4_int t155 = t3 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t156 = (vcc_v4_uint)t155;
                vcc_v4_uint t157 = t156 - (vcc_v4_uint){3U, 3U, 3U, 3U};
                vcc_v4_uint t158 = vcc_min(vcc_v4_int, t156, t157);
                vcc_v4_int t159 = (vcc_v4_int)t158;
                if (i_vec >= t58) {
                    break;
                }
                t1 = t149;
                t2 = t154;
                t3 = t159;
            }
            t160 = (int)t58;
        } else {
            t160 = 0;
        }
        long t161 = (long)n + (long)t160 * -1L;
        unsigned long t162 = (unsigned long)t8;
        unsigned long t163 = (unsigned long)t9;
        unsigned long t164 = (unsigned long)t8;
        unsigned long t165 = (unsigned long)t10;
        unsigned long t166 = (unsigned long)t8;
        unsigned long t167 = (unsigned long)t11;
        unsigned long t168 = (unsigned long)t8;
        unsigned long t169 = (unsigned long)t12;
        unsigned long t170 = (unsigned long)t8;
        unsigned long t171 = (unsigned long)t13;
        unsigned long t172 = (unsigned long)t8;
        unsigned long t173 = (unsigned long)t14;
        unsigned long t174 = (unsigned long)t9;
        unsigned long t175 = (unsigned long)t10;
        unsigned long t176 = (unsigned long)t9;
        unsigned long t177 = (unsigned long)t11;
        unsigned long t178 = (unsigned long)t9;
        unsigned long t179 = (unsigned long)t12;
        unsigned long t180 = (unsigned long)t9;
        unsigned long t181 = (unsigned long)t13;
        unsigned long t182 = (unsigned long)t9;
        unsigned long t183 = (unsigned long)t14;
        unsigned long t184 = (unsigned long)t10;
        unsigned long t185 = (unsigned long)t11;
        unsigned long t186 = (unsigned long)t10;
        unsigned long t187 = (unsigned long)t12;
        unsigned long t188 = (unsigned long)t10;
        unsigned long t189 = (unsigned long)t13;
        unsigned long t190 = (unsigned long)t10;
        unsigned long t191 = (unsigned long)t14;
        unsigned long t192 = (unsigned long)t11;
        unsigned long t193 = (unsigned long)t12;
        unsigned long t194 = (unsigned long)t11;
        unsigned long t195 = (unsigned long)t13;
        unsigned long t196 = (unsigned long)t11;
        unsigned long t197 = (unsigned long)t14;
        unsigned long t198 = (unsigned long)t12;
        unsigned long t199 = (unsigned long)t13;
        unsigned long t200 = (unsigned long)t12;
        unsigned long t201 = (unsigned long)t14;
        unsigned long t202 = (unsigned long)t13;
        unsigned long t203 = (unsigned long)t14;
        if ((t161 >= 4L) & (((t162 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t160 * 8L))) | ((t163 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t160 * 8L)))) & (((t164 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t165 + (unsigned long)((long)t160 * 8L))) | ((t165 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t160 * 8L)))) & (((t166 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t167 + (unsigned long)((long)t160 * 8L))) | ((t167 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t166 + (unsigned long)((long)t160 * 8L)))) & (((t168 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t169 + (unsigned long)((long)t160 * 4L))) | ((t169 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t168 + (unsigned long)((long)t160 * 8L)))) & (((t170 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t171 + (unsigned long)((long)t160 * 4L))) | ((t171 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t170 + (unsigned long)((long)t160 * 8L)))) & (((t172 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t160 * 4L))) | ((t173 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t172 + (unsigned long)((long)t160 * 8L)))) & (((t174 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t160 * 8L))) | ((t175 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t160 * 8L)))) & (((t176 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t160 * 8L))) | ((t177 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t176 + (unsigned long)((long)t160 * 8L)))) & (((t178 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t160 * 4L))) | ((t179 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t160 * 8L)))) & (((t180 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t160 * 4L))) | ((t181 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t160 * 8L)))) & (((t182 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t160 * 4L))) | ((t183 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t160 * 8L)))) & (((t184 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t160 * 8L))) | ((t185 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t160 * 8L)))) & (((t186 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t160 * 4L))) | ((t187 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t160 * 8L)))) & (((t188 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t160 * 4L))) | ((t189 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t160 * 8L)))) & (((t190 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t160 * 4L))) | ((t191 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t160 * 8L)))) & (((t192 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t160 * 4L))) | ((t193 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t160 * 8L)))) & (((t194 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t160 * 4L))) | ((t195 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t160 * 8L)))) & (((t196 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t160 * 4L))) | ((t197 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t160 * 8L)))) & (((t198 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t160 * 4L))) | ((t199 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t160 * 4L)))) & (((t200 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t160 * 4L))) | ((t201 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t160 * 4L)))) & (((t202 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t160 * 4L))) | ((t203 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t160 * 4L)))) & (t160 >= 0) & (t160 >= 0) & (t160 >= 0)) {
            long t204 = t161 & -4L;
            vcc_v4_int t205 = vcc_splat(vcc_v4_int, t160 % 7);
            vcc_v4_int t206 = t205 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t207 = (vcc_v4_uint)t206;
            vcc_v4_uint t208 = t207 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t209 = vcc_min(vcc_v4_int, t207, t208);
            vcc_v4_int t4 = (vcc_v4_int)t209;
            vcc_v4_int t210 = vcc_splat(vcc_v4_int, t160 % 5);
            vcc_v4_int t211 = t210 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t212 = (vcc_v4_uint)t211;
            vcc_v4_uint t213 = t212 - (vcc_v4_uint){5U, 5U, 5U, 5U};
            vcc_v4_uint t214 = vcc_min(vcc_v4_int, t212, t213);
            vcc_v4_int t5 = (vcc_v4_int)t214;
            vcc_v4_int t215 = vcc_splat(vcc_v4_int, t160 % 3);
            vcc_v4_int t216 = t215 + (vcc_v4_int){0, 1, 2, 0};
            vcc_v4_uint t217 = (vcc_v4_uint)t216;
            vcc_v4_uint t218 = t217 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t219 = vcc_min(vcc_v4_int, t217, t218);
            vcc_v4_int t6 = (vcc_v4_int)t219;
            long i_vec_1 = 0L;
            for (;;) {
                long t220 = (long)(int)((long)t160 + i_vec_1);
                double *t221 = x + t220;
                vcc_v4_int t222 = (vcc_v4_int){3, 3, 3, 3} + t4;
                vcc_v4_double t223 = __builtin_convertvector(t222, vcc_v4_double);
                vcc_v4_double t224 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t223;
                vcc_store(t221, t224);
                double *t225 = y + t220;
                vcc_v4_int t226 = t5 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t227 = (vcc_v4_int){1, 1, 1, 1} << t226;
                vcc_v4_double t228 = __builtin_convertvector(t227, vcc_v4_double);
                vcc_v4_double t229 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t228;
                vcc_v4_double t230 = t223 + t229;
                vcc_store(t225, t230);
                vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, t221);
                vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, t225);
                vcc_v4_double t231 = x_v_4 * y_v_4;
                vcc_v4_double t232 = -t231;
                vcc_v4_double t233 = __builtin_convertvector(t6, vcc_v4_double);
                vcc_v4_double t234 = t233 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t235 = t232 + t234;
                vcc_store(z + t220, t235);
                vcc_v4_double x_v_5 = vcc_load(vcc_v4_double, t221);
                vcc_v4_double y_v_5 = vcc_load(vcc_v4_double, t225);
                vcc_v4_double t236 = x_v_5 * y_v_5;
                vcc_store(a + t220, t236);
                float *t237 = xf + t220;
                vcc_v4_float t238 = __builtin_convertvector(t222, vcc_v4_float);
                vcc_v4_float t239 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t238;
                vcc_store(t237, t239);
                float *t240 = yf + t220;
                vcc_v4_float t241 = __builtin_convertvector(t227, vcc_v4_float);
                vcc_v4_float t242 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t241;
                vcc_v4_float t243 = t238 + t242;
                vcc_store(t240, t243);
                vcc_v4_float xf_v_2 = vcc_load(vcc_v4_float, t237);
                vcc_v4_float yf_v_2 = vcc_load(vcc_v4_float, t240);
                vcc_v4_float t244 = xf_v_2 * yf_v_2;
                vcc_v4_float t245 = __builtin_convertvector(t6, vcc_v4_float);
                vcc_v4_float t246 = t245 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t247 = t244 + t246;
                vcc_store(zf + t220, t247);
                i_vec_1 += 4L;
                vcc_v4_int t248 = t4 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t249 = (vcc_v4_uint)t248;
                vcc_v4_uint t250 = t249 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t251 = vcc_min(vcc_v4_int, t249, t250);
                vcc_v4_int t252 = (vcc_v4_int)t251;
                vcc_v4_int t253 = t5 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t254 = (vcc_v4_uint)t253;
                vcc_v4_uint t255 = t254 - (vcc_v4_uint){5U, 5U, 5U, 5U};
                vcc_v4_uint t256 = vcc_min(vcc_v4_int, t254, t255);
                vcc_v4_int t257 = (vcc_v4_int)t256;
                vcc_v4_int t258 = t6 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t259 = (vcc_v4_uint)t258;
                vcc_v4_uint t260 = t259 - (vcc_v4_uint){3U, 3U, 3U, 3U};
                vcc_v4_uint t261 = vcc_min(vcc_v4_int, t259, t260);
                vcc_v4_int t262 = (vcc_v4_int)t261;
                if (i_vec_1 >= t204) {
                    break;
                }
                t4 = t252;
                t5 = t257;
                t6 = t262;
            }
            i = (int)((long)t160 + t204);
        } else {
            i = t160;
        }
        for (; i < n; i++) {
            long t263 = (long)i;
            double *t264 = x + t263;
            int t265 = 3 + i % 7;
            double t266 = (double)t265;
            *t264 = 1.0 / t266;
            double *t267 = y + t263;
            int t268 = 1 << (i % 5 + 1);
            *t267 = t266 + 1.0 / (double)t268;
            int t269 = i % 3;
            z[t263] = -(*t264 * *t267) + (double)t269 * 8.881784197001252e-16;
            a[t263] = *t264 * *t267;
            float *t270 = xf + t263;
            float t271 = (float)t265;
            *t270 = 1.0f / t271;
            float *t272 = yf + t263;
            *t272 = t271 + 1.0f / (float)t268;
            zf[t263] = *t270 * *t272 + (float)t269 * 2.3841858e-7f;
        }
        const double *t273 = y;
        const double *t274 = x;
        madd_f64(n, m, t274, t273, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t274, t273);
        unsigned long t275 = (unsigned long)n;
        unsigned long t276 = t275 * 8UL;
        unsigned long t277 = hash_bytes((const void *)a, t276);
        unsigned long t278 = hash_bytes((const void *)af, t275 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t276), (unsigned long long)t278, (unsigned long long)t277);
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
