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

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    int t29;
    long t30;
    long t31;
    long t32;
    vcc_v4_double t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    vcc_v4_double t37;
    int i;
    long t38;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = (long)(int)((long)0 + (t1 + 8L));
            t8 = (long)(int)((long)0 + (t1 + 12L));
            t9 = vcc_load(vcc_v4_double, x + t5);
            t10 = vcc_load(vcc_v4_double, x + t6);
            t11 = vcc_load(vcc_v4_double, x + t7);
            t12 = vcc_load(vcc_v4_double, x + t8);
            t13 = vcc_load(vcc_v4_double, y + t5);
            t14 = vcc_load(vcc_v4_double, y + t6);
            t15 = vcc_load(vcc_v4_double, y + t7);
            t16 = vcc_load(vcc_v4_double, y + t8);
            t17 = t9 * t13;
            t18 = t10 * t14;
            t19 = t11 * t15;
            t20 = t12 * t16;
            t21 = vcc_load(vcc_v4_double, z + t5);
            t22 = vcc_load(vcc_v4_double, z + t6);
            t23 = vcc_load(vcc_v4_double, z + t7);
            t24 = vcc_load(vcc_v4_double, z + t8);
            t25 = t17 + t21;
            vcc_store(a + t5, t25);
            t26 = t18 + t22;
            vcc_store(a + t6, t26);
            t27 = t19 + t23;
            vcc_store(a + t7, t27);
            t28 = t20 + t24;
            vcc_store(a + t8, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = vcc_load(vcc_v4_double, x + t32);
            t34 = vcc_load(vcc_v4_double, y + t32);
            t35 = t33 * t34;
            t36 = vcc_load(vcc_v4_double, z + t32);
            t37 = t35 + t36;
            vcc_store(a + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        a[t38] = x[t38] * y[t38] + z[t38];
    }
}

void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    int t29;
    long t30;
    long t31;
    long t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    int i;
    long t38;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = (long)(int)((long)0 + (t1 + 16L));
            t8 = (long)(int)((long)0 + (t1 + 24L));
            t9 = vcc_load(vcc_v8_float, x + t5);
            t10 = vcc_load(vcc_v8_float, x + t6);
            t11 = vcc_load(vcc_v8_float, x + t7);
            t12 = vcc_load(vcc_v8_float, x + t8);
            t13 = vcc_load(vcc_v8_float, y + t5);
            t14 = vcc_load(vcc_v8_float, y + t6);
            t15 = vcc_load(vcc_v8_float, y + t7);
            t16 = vcc_load(vcc_v8_float, y + t8);
            t17 = t9 * t13;
            t18 = t10 * t14;
            t19 = t11 * t15;
            t20 = t12 * t16;
            t21 = vcc_load(vcc_v8_float, z + t5);
            t22 = vcc_load(vcc_v8_float, z + t6);
            t23 = vcc_load(vcc_v8_float, z + t7);
            t24 = vcc_load(vcc_v8_float, z + t8);
            t25 = t17 - t21;
            vcc_store(a + t5, t25);
            t26 = t18 - t22;
            vcc_store(a + t6, t26);
            t27 = t19 - t23;
            vcc_store(a + t7, t27);
            t28 = t20 - t24;
            vcc_store(a + t8, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (long)(int)((long)t29 + t2);
            t33 = vcc_load(vcc_v8_float, x + t32);
            t34 = vcc_load(vcc_v8_float, y + t32);
            t35 = t33 * t34;
            t36 = vcc_load(vcc_v8_float, z + t32);
            t37 = t35 - t36;
            vcc_store(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        a[t38] = x[t38] * y[t38] - z[t38];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_m4 t9;
    vcc_m4 t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    int t19;
    long t20;
    long t21;
    long t22;
    vcc_v4_double t23;
    vcc_m4 t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    int i;
    long t29;
    double t30;
    double *t31;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 4L));
            t7 = vcc_load(vcc_v4_double, x + t5);
            t8 = vcc_load(vcc_v4_double, x + t6);
            t9 = __builtin_convertvector(t7 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            t10 = __builtin_convertvector(t8 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            t11 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t5 * 8UL), t9);
            t12 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t6 * 8UL), t10);
            t13 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t5 * 8UL), t9);
            t14 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t6 * 8UL), t10);
            t15 = t7 * t13;
            t16 = t11 - t15;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t5 * 8UL), t16, t9);
            t17 = t8 * t14;
            t18 = t12 - t17;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t6 * 8UL), t18, t10);
            t1 += 8L;
        } while (t1 < t4);
        t19 = (int)((long)0 + t4);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        t21 = t20 & -4L;
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t19 + t2);
            t23 = vcc_load(vcc_v4_double, x + t22);
            t24 = __builtin_convertvector(t23 > (vcc_v4_double){0.2, 0.2, 0.2, 0.2}, vcc_m4);
            t25 = vcc_load_masked(vcc_v4_double, (double *)((unsigned long)a + (unsigned long)t22 * 8UL), t24);
            t26 = vcc_load_masked(vcc_v4_double, (const double *)((unsigned long)y + (unsigned long)t22 * 8UL), t24);
            t27 = t23 * t26;
            t28 = t25 - t27;
            vcc_store_masked((double *)((unsigned long)a + (unsigned long)t22 * 8UL), t28, t24);
            t2 += 4L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        t30 = x[t29];
        if (t30 > 0.2) {
            t31 = a + t29;
            *t31 = *t31 - t30 * y[t29];
        }
    }
}

int main(void) {
    int n;
    vcc_v4_uint t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    void *t4;
    double *a;
    double *m;
    void *t5;
    double *x;
    void *t6;
    double *y;
    void *t7;
    double *z;
    float *af;
    void *t8;
    float *xf;
    void *t9;
    float *yf;
    void *t10;
    float *zf;
    long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    unsigned long t17;
    unsigned long t18;
    unsigned long t19;
    unsigned long t20;
    unsigned long t21;
    unsigned long t22;
    unsigned long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    unsigned long t27;
    unsigned long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    unsigned long t47;
    unsigned long t48;
    unsigned long t49;
    unsigned long t50;
    unsigned long t51;
    unsigned long t52;
    unsigned long t53;
    long t54;
    vcc_v4_int t55;
    vcc_v4_uint t56;
    vcc_v4_int t57;
    long t58;
    double *t59;
    vcc_v4_int t60;
    vcc_v4_int t61;
    vcc_v4_double t62;
    vcc_v4_double t63;
    double *t64;
    vcc_v4_int t65;
    vcc_v4_int t66;
    vcc_v4_int t67;
    vcc_v4_double t68;
    vcc_v4_double t69;
    vcc_v4_double t70;
    vcc_v4_double t71;
    vcc_v4_double t72;
    vcc_v4_double t73;
    vcc_v4_double t74;
    vcc_v4_int t75;
    vcc_v4_double t76;
    vcc_v4_double t77;
    vcc_v4_double t78;
    vcc_v4_double t79;
    vcc_v4_double t80;
    vcc_v4_double t81;
    float *t82;
    vcc_v4_float t83;
    vcc_v4_float t84;
    float *t85;
    vcc_v4_float t86;
    vcc_v4_float t87;
    vcc_v4_float t88;
    vcc_v4_float t89;
    vcc_v4_float t90;
    vcc_v4_float t91;
    vcc_v4_float t92;
    vcc_v4_float t93;
    vcc_v4_float t94;
    vcc_v4_uint t95;
    int i;
    long t96;
    double *t97;
    int t98;
    double t99;
    double *t100;
    int t101;
    int t102;
    float *t103;
    float t104;
    float *t105;
    const double *t106;
    const double *t107;
    unsigned long t108;
    unsigned long t109;
    unsigned long t110;
    unsigned long t111;
    count_idx = 0;
    n_1 = 0;
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
        t4 = new_array(n, 8UL);
        a = (double *)t4;
        m = (double *)new_array(n, 8UL);
        t5 = new_array(n, 8UL);
        x = (double *)t5;
        t6 = new_array(n, 8UL);
        y = (double *)t6;
        t7 = new_array(n, 8UL);
        z = (double *)t7;
        af = (float *)new_array(n, 4UL);
        t8 = new_array(n, 4UL);
        xf = (float *)t8;
        t9 = new_array(n, 4UL);
        yf = (float *)t9;
        t10 = new_array(n, 4UL);
        zf = (float *)t10;
        t11 = (long)n;
        t12 = (unsigned long)t4;
        t13 = (unsigned long)t5;
        t14 = (unsigned long)t4;
        t15 = (unsigned long)t6;
        t16 = (unsigned long)t4;
        t17 = (unsigned long)t7;
        t18 = (unsigned long)t4;
        t19 = (unsigned long)t8;
        t20 = (unsigned long)t4;
        t21 = (unsigned long)t9;
        t22 = (unsigned long)t4;
        t23 = (unsigned long)t10;
        t24 = (unsigned long)t5;
        t25 = (unsigned long)t6;
        t26 = (unsigned long)t5;
        t27 = (unsigned long)t7;
        t28 = (unsigned long)t5;
        t29 = (unsigned long)t8;
        t30 = (unsigned long)t5;
        t31 = (unsigned long)t9;
        t32 = (unsigned long)t5;
        t33 = (unsigned long)t10;
        t34 = (unsigned long)t6;
        t35 = (unsigned long)t7;
        t36 = (unsigned long)t6;
        t37 = (unsigned long)t8;
        t38 = (unsigned long)t6;
        t39 = (unsigned long)t9;
        t40 = (unsigned long)t6;
        t41 = (unsigned long)t10;
        t42 = (unsigned long)t7;
        t43 = (unsigned long)t8;
        t44 = (unsigned long)t7;
        t45 = (unsigned long)t9;
        t46 = (unsigned long)t7;
        t47 = (unsigned long)t10;
        t48 = (unsigned long)t8;
        t49 = (unsigned long)t9;
        t50 = (unsigned long)t8;
        t51 = (unsigned long)t10;
        t52 = (unsigned long)t9;
        t53 = (unsigned long)t10;
        if ((t11 >= 4L) & (((t12 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t13 + (unsigned long)0L)) | ((t13 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t12 + (unsigned long)0L))) & (((t14 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t15 + (unsigned long)0L)) | ((t15 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t14 + (unsigned long)0L))) & (((t16 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t17 + (unsigned long)0L)) | ((t17 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t16 + (unsigned long)0L))) & (((t18 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t19 + (unsigned long)0L)) | ((t19 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t18 + (unsigned long)0L))) & (((t20 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t21 + (unsigned long)0L)) | ((t21 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t20 + (unsigned long)0L))) & (((t22 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t23 + (unsigned long)0L)) | ((t23 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t22 + (unsigned long)0L))) & (((t24 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t25 + (unsigned long)0L)) | ((t25 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t24 + (unsigned long)0L))) & (((t26 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t27 + (unsigned long)0L)) | ((t27 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t26 + (unsigned long)0L))) & (((t28 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t29 + (unsigned long)0L)) | ((t29 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t28 + (unsigned long)0L))) & (((t30 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t31 + (unsigned long)0L)) | ((t31 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t30 + (unsigned long)0L))) & (((t32 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t33 + (unsigned long)0L)) | ((t33 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t32 + (unsigned long)0L))) & (((t34 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t35 + (unsigned long)0L)) | ((t35 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t34 + (unsigned long)0L))) & (((t36 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t37 + (unsigned long)0L)) | ((t37 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t36 + (unsigned long)0L))) & (((t38 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t39 + (unsigned long)0L)) | ((t39 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t38 + (unsigned long)0L))) & (((t40 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t41 + (unsigned long)0L)) | ((t41 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t40 + (unsigned long)0L))) & (((t42 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t43 + (unsigned long)0L)) | ((t43 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t42 + (unsigned long)0L))) & (((t44 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t45 + (unsigned long)0L)) | ((t45 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t44 + (unsigned long)0L))) & (((t46 + (unsigned long)(8L + (t11 - 1L) * 8L)) <= (t47 + (unsigned long)0L)) | ((t47 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t46 + (unsigned long)0L))) & (((t48 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t49 + (unsigned long)0L)) | ((t49 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t48 + (unsigned long)0L))) & (((t50 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t51 + (unsigned long)0L)) | ((t51 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t50 + (unsigned long)0L))) & (((t52 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t53 + (unsigned long)0L)) | ((t53 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t52 + (unsigned long)0L)))) {
            t54 = t11 & -4L;
            t55 = (vcc_v4_int){0, 0, 0, 0};
            t56 = (vcc_v4_uint)t55;
            t1 = t56 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t2 = 0L;
            for (;;) {
                t57 = (vcc_v4_int)t1;
                t58 = (long)(int)((long)0 + t2);
                t59 = x + t58;
                t60 = t57 % (vcc_v4_int){7, 7, 7, 7};
                t61 = (vcc_v4_int){3, 3, 3, 3} + t60;
                t62 = __builtin_convertvector(t61, vcc_v4_double);
                t63 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t62;
                vcc_store(t59, t63);
                t64 = y + t58;
                t65 = t57 % (vcc_v4_int){5, 5, 5, 5};
                t66 = t65 + (vcc_v4_int){1, 1, 1, 1};
                t67 = (vcc_v4_int){1, 1, 1, 1} << t66;
                t68 = __builtin_convertvector(t67, vcc_v4_double);
                t69 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t68;
                t70 = t62 + t69;
                vcc_store(t64, t70);
                t71 = vcc_load(vcc_v4_double, t59);
                t72 = vcc_load(vcc_v4_double, t64);
                t73 = t71 * t72;
                t74 = -t73;
                t75 = t57 % (vcc_v4_int){3, 3, 3, 3};
                t76 = __builtin_convertvector(t75, vcc_v4_double);
                t77 = t76 * (vcc_v4_double){8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16, 8.881784197001252e-16};
                t78 = t74 + t77;
                vcc_store(z + t58, t78);
                t79 = vcc_load(vcc_v4_double, t59);
                t80 = vcc_load(vcc_v4_double, t64);
                t81 = t79 * t80;
                vcc_store(a + t58, t81);
                t82 = xf + t58;
                t83 = __builtin_convertvector(t61, vcc_v4_float);
                t84 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t83;
                vcc_store(t82, t84);
                t85 = yf + t58;
                t86 = __builtin_convertvector(t67, vcc_v4_float);
                t87 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t86;
                t88 = t83 + t87;
                vcc_store(t85, t88);
                t89 = vcc_load(vcc_v4_float, t82);
                t90 = vcc_load(vcc_v4_float, t85);
                t91 = t89 * t90;
                t92 = __builtin_convertvector(t75, vcc_v4_float);
                t93 = t92 * (vcc_v4_float){2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f, 2.3841858e-7f};
                t94 = t91 + t93;
                vcc_store(zf + t58, t94);
                t2 += 4L;
                t95 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t2 >= t54) {
                    break;
                }
                t1 = t95;
            }
            i = (int)((long)0 + t54);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t96 = (long)i;
            t97 = x + t96;
            t98 = 3 + i % 7;
            t99 = (double)t98;
            *t97 = 1.0 / t99;
            t100 = y + t96;
            t101 = 1 << (i % 5 + 1);
            *t100 = t99 + 1.0 / (double)t101;
            t102 = i % 3;
            z[t96] = -(*t97 * *t100) + (double)t102 * 8.881784197001252e-16;
            a[t96] = *t97 * *t100;
            t103 = xf + t96;
            t104 = (float)t98;
            *t103 = 1.0f / t104;
            t105 = yf + t96;
            *t105 = t104 + 1.0f / (float)t101;
            zf[t96] = *t103 * *t105 + (float)t102 * 2.3841858e-7f;
        }
        t106 = y;
        t107 = x;
        madd_f64(n, m, t107, t106, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t107, t106);
        t108 = (unsigned long)n;
        t109 = t108 * 8UL;
        t110 = hash_bytes((const void *)a, t109);
        t111 = hash_bytes((const void *)af, t108 * 4UL);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)hash_bytes((const void *)m, t109), (unsigned long long)t111, (unsigned long long)t110);
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
