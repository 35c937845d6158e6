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
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, x + t5);
            vcc_v4_double t7 = vcc_load(vcc_v4_double, y + t5);
            vcc_v4_double t8 = t6 * t7;
            vcc_v4_double t9 = vcc_load(vcc_v4_double, z + t5);
            vcc_v4_double t10 = t8 + t9;
            vcc_store(a + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            vcc_v4_double t12 = vcc_load(vcc_v4_double, x + t11);
            vcc_v4_double t13 = vcc_load(vcc_v4_double, y + t11);
            vcc_v4_double t14 = t12 * t13;
            vcc_v4_double t15 = vcc_load(vcc_v4_double, z + t11);
            vcc_v4_double t16 = t14 + t15;
            vcc_store(a + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            vcc_v4_double t18 = vcc_load(vcc_v4_double, x + t17);
            vcc_v4_double t19 = vcc_load(vcc_v4_double, y + t17);
            vcc_v4_double t20 = t18 * t19;
            vcc_v4_double t21 = vcc_load(vcc_v4_double, z + t17);
            vcc_v4_double t22 = t20 + t21;
            vcc_store(a + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            vcc_v4_double t24 = vcc_load(vcc_v4_double, x + t23);
            vcc_v4_double t25 = vcc_load(vcc_v4_double, y + t23);
            vcc_v4_double t26 = t24 * t25;
            vcc_v4_double t27 = vcc_load(vcc_v4_double, z + t23);
            vcc_v4_double t28 = t26 + t27;
            vcc_store(a + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v4_double t33 = vcc_load(vcc_v4_double, x + t32);
            vcc_v4_double t34 = vcc_load(vcc_v4_double, y + t32);
            vcc_v4_double t35 = t33 * t34;
            vcc_v4_double t36 = vcc_load(vcc_v4_double, z + t32);
            vcc_v4_double t37 = t35 + t36;
            vcc_store(a + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = x[t38] * y[t38] + z[t38];
    }
}

void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float t7 = vcc_load(vcc_v8_float, y + t5);
            vcc_v8_float t8 = t6 * t7;
            vcc_v8_float t9 = vcc_load(vcc_v8_float, z + t5);
            vcc_v8_float t10 = t8 - t9;
            vcc_store(a + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t13 = vcc_load(vcc_v8_float, y + t11);
            vcc_v8_float t14 = t12 * t13;
            vcc_v8_float t15 = vcc_load(vcc_v8_float, z + t11);
            vcc_v8_float t16 = t14 - t15;
            vcc_store(a + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, x + t17);
            vcc_v8_float t19 = vcc_load(vcc_v8_float, y + t17);
            vcc_v8_float t20 = t18 * t19;
            vcc_v8_float t21 = vcc_load(vcc_v8_float, z + t17);
            vcc_v8_float t22 = t20 - t21;
            vcc_store(a + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, x + t23);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, y + t23);
            vcc_v8_float t26 = t24 * t25;
            vcc_v8_float t27 = vcc_load(vcc_v8_float, z + t23);
            vcc_v8_float t28 = t26 - t27;
            vcc_store(a + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, x + t32);
            vcc_v8_float t34 = vcc_load(vcc_v8_float, y + t32);
            vcc_v8_float t35 = t33 * t34;
            vcc_v8_float t36 = vcc_load(vcc_v8_float, z + t32);
            vcc_v8_float t37 = t35 - t36;
            vcc_store(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = x[t38] * y[t38] - z[t38];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, x + t5);
            vcc_m4 t7 = __builtin_convertvector(t6 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double t8 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t5 * 8UL), t7);
            vcc_v4_double t9 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t5 * 8UL), t7);
            vcc_v4_double t10 = t6 * t9;
            vcc_v4_double t11 = t8 - t10;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t5 * 8UL), t11, t7);
            long t12 = (long)(int)(t1 + 4L);
            vcc_v4_double t13 = vcc_load(vcc_v4_double, x + t12);
            vcc_m4 t14 = __builtin_convertvector(t13 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double t15 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t12 * 8UL), t14);
            vcc_v4_double t16 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t12 * 8UL), t14);
            vcc_v4_double t17 = t13 * t16;
            vcc_v4_double t18 = t15 - t17;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t12 * 8UL), t18, t14);
            t1 += 8L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v4_double t23 = vcc_load(vcc_v4_double, x + t22);
            vcc_m4 t24 = __builtin_convertvector(t23 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            vcc_v4_double t25 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t22 * 8UL), t24);
            vcc_v4_double t26 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t22 * 8UL), t24);
            vcc_v4_double t27 = t23 * t26;
            vcc_v4_double t28 = t25 - t27;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t22 * 8UL), t28, t24);
            t2 += 4L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        double t30 = x[t29];
        if (t30 > 0.2) {
            double *t31 = a + t29;
            *t31 = *t31 - t30 * y[t29];
        }
    }
}

int main(void) {
    int n;
    int t9;
    int t174;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            return 0;
        }
        void *t10 = new_array(n, 8UL);
        double *a = (double *)t10;
        double *m = (double *)new_array(n, 8UL);
        void *t11 = new_array(n, 8UL);
        double *x = (double *)t11;
        void *t12 = new_array(n, 8UL);
        double *y = (double *)t12;
        void *t13 = new_array(n, 8UL);
        double *z = (double *)t13;
        float *af = (float *)new_array(n, 4UL);
        void *t14 = new_array(n, 4UL);
        float *xf = (float *)t14;
        void *t15 = new_array(n, 4UL);
        float *yf = (float *)t15;
        void *t16 = new_array(n, 4UL);
        float *zf = (float *)t16;
        long t17 = (long)n;
        unsigned long t18 = (unsigned long)t10;
        unsigned long t19 = (unsigned long)t11;
        unsigned long t20 = (unsigned long)t10;
        unsigned long t21 = (unsigned long)t12;
        unsigned long t22 = (unsigned long)t10;
        unsigned long t23 = (unsigned long)t13;
        unsigned long t24 = (unsigned long)t10;
        unsigned long t25 = (unsigned long)t14;
        unsigned long t26 = (unsigned long)t10;
        unsigned long t27 = (unsigned long)t15;
        unsigned long t28 = (unsigned long)t10;
        unsigned long t29 = (unsigned long)t16;
        unsigned long t30 = (unsigned long)t11;
        unsigned long t31 = (unsigned long)t12;
        unsigned long t32 = (unsigned long)t11;
        unsigned long t33 = (unsigned long)t13;
        unsigned long t34 = (unsigned long)t11;
        unsigned long t35 = (unsigned long)t14;
        unsigned long t36 = (unsigned long)t11;
        unsigned long t37 = (unsigned long)t15;
        unsigned long t38 = (unsigned long)t11;
        unsigned long t39 = (unsigned long)t16;
        unsigned long t40 = (unsigned long)t12;
        unsigned long t41 = (unsigned long)t13;
        unsigned long t42 = (unsigned long)t12;
        unsigned long t43 = (unsigned long)t14;
        unsigned long t44 = (unsigned long)t12;
        unsigned long t45 = (unsigned long)t15;
        unsigned long t46 = (unsigned long)t12;
        unsigned long t47 = (unsigned long)t16;
        unsigned long t48 = (unsigned long)t13;
        unsigned long t49 = (unsigned long)t14;
        unsigned long t50 = (unsigned long)t13;
        unsigned long t51 = (unsigned long)t15;
        unsigned long t52 = (unsigned long)t13;
        unsigned long t53 = (unsigned long)t16;
        unsigned long t54 = (unsigned long)t14;
        unsigned long t55 = (unsigned long)t15;
        unsigned long t56 = (unsigned long)t14;
        unsigned long t57 = (unsigned long)t16;
        unsigned long t58 = (unsigned long)t15;
        unsigned long t59 = (unsigned long)t16;
        if ((t17 >= 8L) & (((t18 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t26)) & (((t28 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t28)) & (((t30 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t32)) & (((t34 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t35) | ((t35 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t37) | ((t37 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t39) | ((t39 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t38)) & (((t40 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t41) | ((t41 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t53) | ((t53 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t55) | ((t55 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t56)) & (((t58 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t59) | ((t59 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t58)) & 1 & 1 & 1) {
            long t60 = t17 & -8L;
            vcc_v4_int t61 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t62 = t61 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t63 = (vcc_v4_uint)t62;
            vcc_v4_uint t64 = t63 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t65 = vcc_min(vcc_v4_int, t63, t64);
            vcc_v4_int t1 = (vcc_v4_int)t65;
            vcc_v4_int t66 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t67 = t66 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t68 = (vcc_v4_uint)t67;
            vcc_v4_uint t69 = t68 - (vcc_v4_uint){5U, 5U, 5U, 5U};
            vcc_v4_uint t70 = vcc_min(vcc_v4_int, t68, t69);
            vcc_v4_int t2 = (vcc_v4_int)t70;
            vcc_v4_int t71 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t72 = t71 + (vcc_v4_int){0, 1, 2, 0};
            vcc_v4_uint t73 = (vcc_v4_uint)t72;
            vcc_v4_uint t74 = t73 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t75 = vcc_min(vcc_v4_int, t73, t74);
            vcc_v4_int t3 = (vcc_v4_int)t75;
            long t4 = 0L;
            for (;;) {
                long t76 = (long)(int)t4;
                double *t77 = x + t76;
                vcc_v4_int t78 = (vcc_v4_int){3, 3, 3, 3} + t1;
                vcc_v4_double t79 = __builtin_convertvector(t78, vcc_v4_double);
                vcc_v4_double t80 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t79;
                vcc_store(t77, t80);
                double *t81 = y + t76;
                vcc_v4_int t82 = t2 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t83 = (vcc_v4_int){1, 1, 1, 1} << t82;
                vcc_v4_double t84 = __builtin_convertvector(t83, vcc_v4_double);
                vcc_v4_double t85 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t84;
                vcc_v4_double t86 = t79 + t85;
                vcc_store(t81, t86);
                vcc_v4_double t87 = vcc_load(vcc_v4_double, t77);
                vcc_v4_double t88 = vcc_load(vcc_v4_double, t81);
                vcc_v4_double t89 = t87 * t88;
                vcc_v4_double t90 = -t89;
                vcc_v4_double t91 = __builtin_convertvector(t3, vcc_v4_double);
                vcc_v4_double t92 = t91 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t93 = t90 + t92;
                vcc_store(z + t76, t93);
                vcc_v4_double t94 = vcc_load(vcc_v4_double, t77);
                vcc_v4_double t95 = vcc_load(vcc_v4_double, t81);
                vcc_v4_double t96 = t94 * t95;
                vcc_store(a + t76, t96);
                float *t97 = xf + t76;
                vcc_v4_float t98 = __builtin_convertvector(t78, vcc_v4_float);
                vcc_v4_float t99 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t98;
                vcc_store(t97, t99);
                float *t100 = yf + t76;
                vcc_v4_float t101 = __builtin_convertvector(t83, vcc_v4_float);
                vcc_v4_float t102 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t101;
                vcc_v4_float t103 = t98 + t102;
                vcc_store(t100, t103);
                vcc_v4_float t104 = vcc_load(vcc_v4_float, t97);
                vcc_v4_float t105 = vcc_load(vcc_v4_float, t100);
                vcc_v4_float t106 = t104 * t105;
                vcc_v4_float t107 = __builtin_convertvector(t3, vcc_v4_float);
                vcc_v4_float t108 = t107 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t109 = t106 + t108;
                vcc_store(zf + t76, t109);
                long t110 = (long)(int)(t4 + 4L);
                double *t111 = x + t110;
                vcc_v4_int t112 = t1 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t113 = (vcc_v4_uint)t112;
                vcc_v4_uint t114 = t113 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t115 = vcc_min(vcc_v4_int, t113, t114);
                vcc_v4_int t116 = (vcc_v4_int)t115;
                vcc_v4_int t117 = (vcc_v4_int){3, 3, 3, 3} + t116;
                vcc_v4_double t118 = __builtin_convertvector(t117, vcc_v4_double);
                vcc_v4_double t119 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t118;
                vcc_store(t111, t119);
                double *t120 = y + t110;
                vcc_v4_int t121 = t2 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t122 = (vcc_v4_uint)t121;
                vcc_v4_uint t123 = t122 - (vcc_v4_uint){5U, 5U, 5U, 5U};
                vcc_v4_uint t124 = vcc_min(vcc_v4_int, t122, t123);
                vcc_v4_int t125 = (vcc_v4_int)t124;
                vcc_v4_int t126 = t125 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t127 = (vcc_v4_int){1, 1, 1, 1} << t126;
                vcc_v4_double t128 = __builtin_convertvector(t127, vcc_v4_double);
                vcc_v4_double t129 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t128;
                vcc_v4_double t130 = t118 + t129;
                vcc_store(t120, t130);
                vcc_v4_double t131 = vcc_load(vcc_v4_double, t111);
                vcc_v4_double t132 = vcc_load(vcc_v4_double, t120);
                vcc_v4_double t133 = t131 * t132;
                vcc_v4_double t134 = -t133;
                vcc_v4_int t135 = t3 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t136 = (vcc_v4_uint)t135;
                vcc_v4_uint t137 = t136 - (vcc_v4_uint){3U, 3U, 3U, 3U};
                vcc_v4_uint t138 = vcc_min(vcc_v4_int, t136, t137);
                vcc_v4_int t139 = (vcc_v4_int)t138;
                vcc_v4_double t140 = __builtin_convertvector(t139, vcc_v4_double);
                vcc_v4_double t141 = t140 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t142 = t134 + t141;
                vcc_store(z + t110, t142);
                vcc_v4_double t143 = vcc_load(vcc_v4_double, t111);
                vcc_v4_double t144 = vcc_load(vcc_v4_double, t120);
                vcc_v4_double t145 = t143 * t144;
                vcc_store(a + t110, t145);
                float *t146 = xf + t110;
                vcc_v4_float t147 = __builtin_convertvector(t117, vcc_v4_float);
                vcc_v4_float t148 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t147;
                vcc_store(t146, t148);
                float *t149 = yf + t110;
                vcc_v4_float t150 = __builtin_convertvector(t127, vcc_v4_float);
                vcc_v4_float t151 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t150;
                vcc_v4_float t152 = t147 + t151;
                vcc_store(t149, t152);
                vcc_v4_float t153 = vcc_load(vcc_v4_float, t146);
                vcc_v4_float t154 = vcc_load(vcc_v4_float, t149);
                vcc_v4_float t155 = t153 * t154;
                vcc_v4_float t156 = __builtin_convertvector(t139, vcc_v4_float);
                vcc_v4_float t157 = t156 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t158 = t155 + t157;
                vcc_store(zf + t110, t158);
                t4 += 8L;
                vcc_v4_int t159 = t1 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t160 = (vcc_v4_uint)t159;
                vcc_v4_uint t161 = t160 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t162 = vcc_min(vcc_v4_int, t160, t161);
                vcc_v4_int t163 = (vcc_v4_int)t162;
                vcc_v4_int t164 = t2 + (vcc_v4_int){3, 3, 3, 3};
                vcc_v4_uint t165 = (vcc_v4_uint)t164;
                vcc_v4_uint t166 = t165 - (vcc_v4_uint){5U, 5U, 5U, 5U};
                vcc_v4_uint t167 = vcc_min(vcc_v4_int, t165, t166);
                vcc_v4_int t168 = (vcc_v4_int)t167;
                vcc_v4_int t169 = t3 + (vcc_v4_int){2, 2, 2, 2};
                vcc_v4_uint t170 = (vcc_v4_uint)t169;
                vcc_v4_uint t171 = t170 - (vcc_v4_uint){3U, 3U, 3U, 3U};
                vcc_v4_uint t172 = vcc_min(vcc_v4_int, t170, t171);
                vcc_v4_int t173 = (vcc_v4_int)t172;
                if (t4 >= t60) {
                    break;
                }
                t1 = t163;
                t2 = t168;
                t3 = t173;
            }
            t174 = (int)t60;
        } else {
            t174 = 0;
        }
        long t175 = (long)n + (long)t174 * -1L;
        unsigned long t176 = (unsigned long)t10;
        unsigned long t177 = (unsigned long)t11;
        unsigned long t178 = (unsigned long)t10;
        unsigned long t179 = (unsigned long)t12;
        unsigned long t180 = (unsigned long)t10;
        unsigned long t181 = (unsigned long)t13;
        unsigned long t182 = (unsigned long)t10;
        unsigned long t183 = (unsigned long)t14;
        unsigned long t184 = (unsigned long)t10;
        unsigned long t185 = (unsigned long)t15;
        unsigned long t186 = (unsigned long)t10;
        unsigned long t187 = (unsigned long)t16;
        unsigned long t188 = (unsigned long)t11;
        unsigned long t189 = (unsigned long)t12;
        unsigned long t190 = (unsigned long)t11;
        unsigned long t191 = (unsigned long)t13;
        unsigned long t192 = (unsigned long)t11;
        unsigned long t193 = (unsigned long)t14;
        unsigned long t194 = (unsigned long)t11;
        unsigned long t195 = (unsigned long)t15;
        unsigned long t196 = (unsigned long)t11;
        unsigned long t197 = (unsigned long)t16;
        unsigned long t198 = (unsigned long)t12;
        unsigned long t199 = (unsigned long)t13;
        unsigned long t200 = (unsigned long)t12;
        unsigned long t201 = (unsigned long)t14;
        unsigned long t202 = (unsigned long)t12;
        unsigned long t203 = (unsigned long)t15;
        unsigned long t204 = (unsigned long)t12;
        unsigned long t205 = (unsigned long)t16;
        unsigned long t206 = (unsigned long)t13;
        unsigned long t207 = (unsigned long)t14;
        unsigned long t208 = (unsigned long)t13;
        unsigned long t209 = (unsigned long)t15;
        unsigned long t210 = (unsigned long)t13;
        unsigned long t211 = (unsigned long)t16;
        unsigned long t212 = (unsigned long)t14;
        unsigned long t213 = (unsigned long)t15;
        unsigned long t214 = (unsigned long)t14;
        unsigned long t215 = (unsigned long)t16;
        unsigned long t216 = (unsigned long)t15;
        unsigned long t217 = (unsigned long)t16;
        if ((t175 >= 4L) & (((t176 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t174 * 8L))) | ((t177 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t176 + (unsigned long)((long)t174 * 8L)))) & (((t178 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t174 * 8L))) | ((t179 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t178 + (unsigned long)((long)t174 * 8L)))) & (((t180 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t174 * 8L))) | ((t181 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t174 * 8L)))) & (((t182 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t174 * 4L))) | ((t183 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t174 * 8L)))) & (((t184 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t174 * 4L))) | ((t185 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t174 * 8L)))) & (((t186 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t174 * 4L))) | ((t187 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t174 * 8L)))) & (((t188 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t174 * 8L))) | ((t189 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t174 * 8L)))) & (((t190 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t174 * 8L))) | ((t191 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t174 * 8L)))) & (((t192 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t174 * 4L))) | ((t193 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t174 * 8L)))) & (((t194 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t174 * 4L))) | ((t195 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t174 * 8L)))) & (((t196 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t174 * 4L))) | ((t197 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t174 * 8L)))) & (((t198 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t174 * 8L))) | ((t199 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t198 + (unsigned long)((long)t174 * 8L)))) & (((t200 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t174 * 4L))) | ((t201 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t174 * 8L)))) & (((t202 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t174 * 4L))) | ((t203 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t174 * 8L)))) & (((t204 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t174 * 4L))) | ((t205 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t174 * 8L)))) & (((t206 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t174 * 4L))) | ((t207 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t174 * 8L)))) & (((t208 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t209 + (unsigned long)((long)t174 * 4L))) | ((t209 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t174 * 8L)))) & (((t210 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t174 * 4L))) | ((t211 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t174 * 8L)))) & (((t212 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t174 * 4L))) | ((t213 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t174 * 4L)))) & (((t214 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t215 + (unsigned long)((long)t174 * 4L))) | ((t215 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t214 + (unsigned long)((long)t174 * 4L)))) & (((t216 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t217 + (unsigned long)((long)t174 * 4L))) | ((t217 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t174 * 4L)))) & (t174 >= 0) & (t174 >= 0) & (t174 >= 0)) {
            long t218 = t175 & -4L;
            vcc_v4_int t219 = vcc_splat(vcc_v4_int, t174 % 7);
            vcc_v4_int t220 = t219 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t221 = (vcc_v4_uint)t220;
            vcc_v4_uint t222 = t221 - (vcc_v4_uint){7U, 7U, 7U, 7U};
            vcc_v4_uint t223 = vcc_min(vcc_v4_int, t221, t222);
            vcc_v4_int t5 = (vcc_v4_int)t223;
            vcc_v4_int t224 = vcc_splat(vcc_v4_int, t174 % 5);
            vcc_v4_int t225 = t224 + (vcc_v4_int){0, 1, 2, 3};
            vcc_v4_uint t226 = (vcc_v4_uint)t225;
            vcc_v4_uint t227 = t226 - (vcc_v4_uint){5U, 5U, 5U, 5U};
            vcc_v4_uint t228 = vcc_min(vcc_v4_int, t226, t227);
            vcc_v4_int t6 = (vcc_v4_int)t228;
            vcc_v4_int t229 = vcc_splat(vcc_v4_int, t174 % 3);
            vcc_v4_int t230 = t229 + (vcc_v4_int){0, 1, 2, 0};
            vcc_v4_uint t231 = (vcc_v4_uint)t230;
            vcc_v4_uint t232 = t231 - (vcc_v4_uint){3U, 3U, 3U, 3U};
            vcc_v4_uint t233 = vcc_min(vcc_v4_int, t231, t232);
            vcc_v4_int t7 = (vcc_v4_int)t233;
            long t8 = 0L;
            for (;;) {
                long t234 = (long)(int)((long)t174 + t8);
                double *t235 = x + t234;
                vcc_v4_int t236 = (vcc_v4_int){3, 3, 3, 3} + t5;
                vcc_v4_double t237 = __builtin_convertvector(t236, vcc_v4_double);
                vcc_v4_double t238 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t237;
                vcc_store(t235, t238);
                double *t239 = y + t234;
                vcc_v4_int t240 = t6 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_int t241 = (vcc_v4_int){1, 1, 1, 1} << t240;
                vcc_v4_double t242 = __builtin_convertvector(t241, vcc_v4_double);
                vcc_v4_double t243 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t242;
                vcc_v4_double t244 = t237 + t243;
                vcc_store(t239, t244);
                vcc_v4_double t245 = vcc_load(vcc_v4_double, t235);
                vcc_v4_double t246 = vcc_load(vcc_v4_double, t239);
                vcc_v4_double t247 = t245 * t246;
                vcc_v4_double t248 = -t247;
                vcc_v4_double t249 = __builtin_convertvector(t7, vcc_v4_double);
                vcc_v4_double t250 = t249 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                vcc_v4_double t251 = t248 + t250;
                vcc_store(z + t234, t251);
                vcc_v4_double t252 = vcc_load(vcc_v4_double, t235);
                vcc_v4_double t253 = vcc_load(vcc_v4_double, t239);
                vcc_v4_double t254 = t252 * t253;
                vcc_store(a + t234, t254);
                float *t255 = xf + t234;
                vcc_v4_float t256 = __builtin_convertvector(t236, vcc_v4_float);
                vcc_v4_float t257 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t256;
                vcc_store(t255, t257);
                float *t258 = yf + t234;
                vcc_v4_float t259 = __builtin_convertvector(t241, vcc_v4_float);
                vcc_v4_float t260 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t259;
                vcc_v4_float t261 = t256 + t260;
                vcc_store(t258, t261);
                vcc_v4_float t262 = vcc_load(vcc_v4_float, t255);
                vcc_v4_float t263 = vcc_load(vcc_v4_float, t258);
                vcc_v4_float t264 = t262 * t263;
                vcc_v4_float t265 = __builtin_convertvector(t7, vcc_v4_float);
                vcc_v4_float t266 = t265 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                vcc_v4_float t267 = t264 + t266;
                vcc_store(zf + t234, t267);
                t8 += 4L;
                vcc_v4_int t268 = t5 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t269 = (vcc_v4_uint)t268;
                vcc_v4_uint t270 = t269 - (vcc_v4_uint){7U, 7U, 7U, 7U};
                vcc_v4_uint t271 = vcc_min(vcc_v4_int, t269, t270);
                vcc_v4_int t272 = (vcc_v4_int)t271;
                vcc_v4_int t273 = t6 + (vcc_v4_int){4, 4, 4, 4};
                vcc_v4_uint t274 = (vcc_v4_uint)t273;
                vcc_v4_uint t275 = t274 - (vcc_v4_uint){5U, 5U, 5U, 5U};
                vcc_v4_uint t276 = vcc_min(vcc_v4_int, t274, t275);
                vcc_v4_int t277 = (vcc_v4_int)t276;
                vcc_v4_int t278 = t7 + (vcc_v4_int){1, 1, 1, 1};
                vcc_v4_uint t279 = (vcc_v4_uint)t278;
                vcc_v4_uint t280 = t279 - (vcc_v4_uint){3U, 3U, 3U, 3U};
                vcc_v4_uint t281 = vcc_min(vcc_v4_int, t279, t280);
                vcc_v4_int t282 = (vcc_v4_int)t281;
                if (t8 >= t218) {
                    break;
                }
                t5 = t272;
                t6 = t277;
                t7 = t282;
            }
            i = (int)((long)t174 + t218);
        } else {
            i = t174;
        }
        for (; i < n; i++) {
            long t283 = (long)i;
            double *t284 = x + t283;
            int t285 = 3 + i % 7;
            double t286 = (double)t285;
            *t284 = 1.0 / t286;
            double *t287 = y + t283;
            int t288 = 1 << (i % 5 + 1);
            *t287 = t286 + 1.0 / (double)t288;
            int t289 = i % 3;
            z[t283] = -(*t284 * *t287) + (double)t289 * 8.881784197001252e-16;
            a[t283] = *t284 * *t287;
            float *t290 = xf + t283;
            float t291 = (float)t285;
            *t290 = 1.0f / t291;
            float *t292 = yf + t283;
            *t292 = t291 + 1.0f / (float)t288;
            zf[t283] = *t290 * *t292 + (float)t289 * 2.3841858e-7f;
        }
        const double *t293 = y;
        const double *t294 = x;
        madd_f64(n, m, t294, t293, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t294, t293);
        unsigned long t295 = (unsigned long)n;
        unsigned long t296 = t295 * 8UL;
        unsigned long t297 = hash_bytes((const void *)a, t296);
        unsigned long t298 = hash_bytes((const void *)af, t295 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t296), (unsigned long long)t298, (unsigned long long)t297);
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
