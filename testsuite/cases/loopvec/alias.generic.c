/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
void add3(int n, int *a, const int *b, const int *c) {
    int t29;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    unsigned long t6 = (unsigned long)a;
    unsigned long t7 = (unsigned long)c;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4)) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t6))) {
        long t8 = t3 & -32L;
        long t1 = 0L;
        do {
            long t9 = (long)(int)t1;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, c + t9);
            vcc_v8_int t12 = t10 + t11;
            vcc_v8_int t13 = t12 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t9, t13);
            long t14 = (long)(int)(t1 + 8L);
            vcc_v8_int t15 = vcc_load(vcc_v8_int, b + t14);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, c + t14);
            vcc_v8_int t17 = t15 + t16;
            vcc_v8_int t18 = t17 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t14, t18);
            long t19 = (long)(int)(t1 + 16L);
            vcc_v8_int t20 = vcc_load(vcc_v8_int, b + t19);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, c + t19);
            vcc_v8_int t22 = t20 + t21;
            vcc_v8_int t23 = t22 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t19, t23);
            long t24 = (long)(int)(t1 + 24L);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, b + t24);
            vcc_v8_int t26 = vcc_load(vcc_v8_int, c + t24);
            vcc_v8_int t27 = t25 + t26;
            vcc_v8_int t28 = t27 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t24, t28);
            t1 += 32L;
        } while (t1 < t8);
        t29 = (int)t8;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)a;
    unsigned long t32 = (unsigned long)b;
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)c;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        long t35 = t30 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t29 + t2);
            vcc_v8_int t37 = vcc_load(vcc_v8_int, b + t36);
            vcc_v8_int t38 = vcc_load(vcc_v8_int, c + t36);
            vcc_v8_int t39 = t37 + t38;
            vcc_v8_int t40 = t39 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t36, t40);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t29 + t35);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        a[t41] = b[t41] + c[t41] + 3;
    }
}

void add3_out(int n, int *restrict a, const int *b, const int *c) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, c + t5);
            vcc_v8_int t8 = t6 + t7;
            vcc_v8_int t9 = t8 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, c + t10);
            vcc_v8_int t13 = t11 + t12;
            vcc_v8_int t14 = t13 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t15);
            vcc_v8_int t17 = vcc_load(vcc_v8_int, c + t15);
            vcc_v8_int t18 = t16 + t17;
            vcc_v8_int t19 = t18 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_int t21 = vcc_load(vcc_v8_int, b + t20);
            vcc_v8_int t22 = vcc_load(vcc_v8_int, c + t20);
            vcc_v8_int t23 = t21 + t22;
            vcc_v8_int t24 = t23 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_int t29 = vcc_load(vcc_v8_int, b + t28);
            vcc_v8_int t30 = vcc_load(vcc_v8_int, c + t28);
            vcc_v8_int t31 = t29 + t30;
            vcc_v8_int t32 = t31 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        a[t33] = b[t33] + c[t33] + 3;
    }
}

void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t7 = t6 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t8 = vcc_load(vcc_v4_double, c + t5);
            vcc_v4_double t9 = t7 - t8;
            vcc_store(a + t5, t9);
            long t10 = (long)(int)(t1 + 4L);
            vcc_v4_double t11 = vcc_load(vcc_v4_double, b + t10);
            vcc_v4_double t12 = t11 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t13 = vcc_load(vcc_v4_double, c + t10);
            vcc_v4_double t14 = t12 - t13;
            vcc_store(a + t10, t14);
            long t15 = (long)(int)(t1 + 8L);
            vcc_v4_double t16 = vcc_load(vcc_v4_double, b + t15);
            vcc_v4_double t17 = t16 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t18 = vcc_load(vcc_v4_double, c + t15);
            vcc_v4_double t19 = t17 - t18;
            vcc_store(a + t15, t19);
            long t20 = (long)(int)(t1 + 12L);
            vcc_v4_double t21 = vcc_load(vcc_v4_double, b + t20);
            vcc_v4_double t22 = t21 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t23 = vcc_load(vcc_v4_double, c + t20);
            vcc_v4_double t24 = t22 - t23;
            vcc_store(a + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v4_double t29 = vcc_load(vcc_v4_double, b + t28);
            vcc_v4_double t30 = t29 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double t31 = vcc_load(vcc_v4_double, c + t28);
            vcc_v4_double t32 = t30 - t31;
            vcc_store(a + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        a[t33] = b[t33] * 2.0 - c[t33];
    }
}

int main(void) {
    unsigned long long h[4];
    int n;
    int t5;
    int t34;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t5 = 1;
        } else {
            t5 = 0;
            n = n_1;
        }
        if (!t5) {
            return 0;
        }
        int t6 = 2 * n + 2;
        int *buf = (int *)new_array(t6, 4UL);
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
            long t7 = (long)n * 2L + 2L;
            if ((t7 >= 32L) & 1) {
                long t8 = t7 & -32L;
                vcc_v8_int t9 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t10 = t9 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
                vcc_v8_uint t11 = (vcc_v8_uint)t10;
                vcc_v8_uint t12 = t11 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t13 = vcc_min(vcc_v8_int, t11, t12);
                vcc_v8_int t1 = (vcc_v8_int)t13;
                long t2 = 0L;
                for (;;) {
                    vcc_store(buf + (int)t2, t1);
                    vcc_v8_int t14 = t1 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                    vcc_v8_uint t15 = (vcc_v8_uint)t14;
                    vcc_v8_uint t16 = t15 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                    vcc_v8_uint t17 = vcc_min(vcc_v8_int, t15, t16);
                    vcc_v8_int t18 = (vcc_v8_int)t17;
                    vcc_store(buf + (int)(t2 + 8L), t18);
                    vcc_v8_int t19 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    vcc_v8_uint t20 = (vcc_v8_uint)t19;
                    vcc_v8_uint t21 = t20 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                    vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
                    vcc_v8_int t23 = (vcc_v8_int)t22;
                    vcc_store(buf + (int)(t2 + 16L), t23);
                    vcc_v8_int t24 = t1 + (vcc_v8_int){67, 67, 67, 67, 67, 67, 67, 67};
                    vcc_v8_uint t25 = (vcc_v8_uint)t24;
                    vcc_v8_uint t26 = t25 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                    vcc_v8_uint t27 = vcc_min(vcc_v8_int, t25, t26);
                    vcc_v8_int t28 = (vcc_v8_int)t27;
                    vcc_store(buf + (int)(t2 + 24L), t28);
                    t2 += 32L;
                    vcc_v8_int t29 = t1 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
                    vcc_v8_uint t30 = (vcc_v8_uint)t29;
                    vcc_v8_uint t31 = t30 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                    vcc_v8_uint t32 = vcc_min(vcc_v8_int, t30, t31);
                    vcc_v8_int t33 = (vcc_v8_int)t32;
                    if (t2 >= t8) {
                        break;
                    }
                    t1 = t33;
                }
                t34 = (int)t8;
            } else {
                t34 = 0;
            }
            long t35 = (long)n * 2L + (long)t34 * -1L + 2L;
            int t36 = (int)((unsigned int)t34 * 7U);
            if ((t35 >= 8L) & (t36 >= 0)) {
                long t37 = t35 & -8L;
                vcc_v8_int t38 = vcc_splat(vcc_v8_int, t36 % 101);
                vcc_v8_int t39 = t38 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
                vcc_v8_uint t40 = (vcc_v8_uint)t39;
                vcc_v8_uint t41 = t40 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
                vcc_v8_int t3 = (vcc_v8_int)t42;
                long t4 = 0L;
                for (;;) {
                    vcc_store(buf + (int)((long)t34 + t4), t3);
                    t4 += 8L;
                    vcc_v8_int t43 = t3 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                    vcc_v8_uint t44 = (vcc_v8_uint)t43;
                    vcc_v8_uint t45 = t44 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                    vcc_v8_uint t46 = vcc_min(vcc_v8_int, t44, t45);
                    vcc_v8_int t47 = (vcc_v8_int)t46;
                    if (t4 >= t37) {
                        break;
                    }
                    t3 = t47;
                }
                i = (int)((long)t34 + t37);
            } else {
                i = t34;
            }
            for (; i < t6; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t48 = buf + 1;
                add3(n, t48, t48, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t6 * 4UL);
        }
        const int *t49 = buf + n + 1;
        add3_out(n, buf, t49, t49);
        unsigned long long t50 = h[0];
        h[0] = t50 ^ (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t6 * 4UL);
        const double *t51 = db;
        mix(n, da, t51, t51);
        unsigned long t52 = hash_bytes((const void *)da, (unsigned long)n * 8UL);
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t52);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
