/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 2 */
/* The most common loop of C code: a `size_t` counter up to a `size_t` bound. The frontend
 * writes `a[i]` as `a + (long)i`; the conversion of an unsigned count to the signed type of
 * its width keeps its value wherever the address is defined, so the accesses are consecutive
 * (they were taken for an indirect index, "a histogram", and the loops stayed scalar). */
#include "harness.h"
#include <stddef.h>

static void scale(float *a, size_t n) {
    unsigned long t11;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_index.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = a + (long)(unsigned long)i_vec;
            vcc_v8_float a_v = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t4 = a_v * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t3, t4);
            float *t5 = a + (long)(unsigned long)(i_vec + 8L);
            vcc_v8_float a_v_1 = vcc_load(vcc_v8_float, t5);
            vcc_v8_float t6 = a_v_1 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t5, t6);
            float *t7 = a + (long)(unsigned long)(i_vec + 16L);
            vcc_v8_float a_v_2 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t8 = a_v_2 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t7, t8);
            float *t9 = a + (long)(unsigned long)(i_vec + 24L);
            vcc_v8_float a_v_3 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float t10 = a_v_3 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (unsigned long)t2;
    } else {
        t11 = 0UL;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_index.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t14 = a + (long)(t11 + (unsigned long)i_vec_1);
            vcc_v8_float a_v_4 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float t15 = a_v_4 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = t11 + (unsigned long)t13;
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        float *t16 = a + (long)i;
        *t16 = *t16 * 2.0f;
    }
}

/* Not restrict: vectorized behind a run-time overlap check. */
static void axpy(double *y, const double *x, double k, size_t n) {
    unsigned long t22;
    unsigned long i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -16L;
        vcc_v4_double k_v = (vcc_v4_double){k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at size_t_index.c:16 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            long t6 = (long)(unsigned long)i_vec;
            double *t7 = y + t6;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, t7);
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + t6);
            vcc_v4_double t8 = k_v * x_v;
            vcc_v4_double t9 = y_v + t8;
            vcc_store(t7, t9);
            long t10 = (long)(unsigned long)(i_vec + 4L);
            double *t11 = y + t10;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, t11);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t10);
            vcc_v4_double t12 = k_v * x_v_1;
            vcc_v4_double t13 = y_v_1 + t12;
            vcc_store(t11, t13);
            long t14 = (long)(unsigned long)(i_vec + 8L);
            double *t15 = y + t14;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, t15);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t14);
            vcc_v4_double t16 = k_v * x_v_2;
            vcc_v4_double t17 = y_v_2 + t16;
            vcc_store(t15, t17);
            long t18 = (long)(unsigned long)(i_vec + 12L);
            double *t19 = y + t18;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, t19);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t18);
            vcc_v4_double t20 = k_v * x_v_3;
            vcc_v4_double t21 = y_v_3 + t20;
            vcc_store(t19, t21);
            i_vec += 16L;
        } while (i_vec < t5);
        t22 = (unsigned long)t5;
    } else {
        t22 = 0UL;
    }
    long t23 = (long)n + (long)t22 * -1L;
    unsigned long t24 = (unsigned long)y;
    unsigned long t25 = (unsigned long)x;
    long t26 = (long)((unsigned long)y + (unsigned long)((long)t22 * 8L) - ((unsigned long)x + (unsigned long)((long)t22 * 8L)));
    if ((t23 >= 4L) & (((t24 + (unsigned long)((long)t22 * 8L + 8L + (t23 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t22 * 8L))) | ((t25 + (unsigned long)((long)t22 * 8L + 8L + (t23 - 1L) * 8L)) <= (t24 + (unsigned long)((long)t22 * 8L))) | ((t26 <= 0L) | (t26 >= 32L)))) {
        long t27 = t23 & -4L;
        vcc_v4_double k_v_1 = (vcc_v4_double){k, k, k, k};
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_index.c:16 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t28 = (long)(t22 + (unsigned long)i_vec_1);
            double *t29 = y + t28;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, t29);
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t28);
            vcc_v4_double t30 = k_v_1 * x_v_4;
            vcc_v4_double t31 = y_v_4 + t30;
            vcc_store(t29, t31);
            i_vec_1 += 4L;
        } while (i_vec_1 < t27);
        i = t22 + (unsigned long)t27;
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        double *t33 = y + t32;
        *t33 = *t33 + k * x[t32];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof *a);
        double *x = new_array(n + 1, sizeof *x), *y = new_array(n + 1, sizeof *y);
        FILL(a, n, -50, 100);
        FILL(x, n + 1, -20, 40);
        FILL(y, n + 1, -20, 40);
        scale(a, (size_t)n);
        axpy(y, x, 0.5, (size_t)n);
        /* Overlapping: y one element past x, in place. */
        axpy(x + 1, x, 0.25, (size_t)n);
        printf("n=%d %llx %llx %llx\n", n, HASH(a, n), HASH(y, n + 1), HASH(x, n + 1));
        free(a);
        free(x);
        free(y);
    }
    return 0;
}
