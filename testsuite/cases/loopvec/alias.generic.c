/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
void add3(int n, int *a, const int *b, const int *c) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    long t10;
    long t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    long t28;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    long t36;
    long t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    long t42;
    int i;
    long t43;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    t4 = (unsigned long)a;
    t5 = (unsigned long)c;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -32L;
        t7 = 0L;
        for (;;) {
            t8 = (long)(int)((long)0 + t7);
            t9 = (long)(int)((long)0 + (t7 + 8L));
            t10 = (long)(int)((long)0 + (t7 + 16L));
            t11 = (long)(int)((long)0 + (t7 + 24L));
            t12 = vcc_load(vcc_v8_int, b + t8);
            t13 = vcc_load(vcc_v8_int, b + t9);
            t14 = vcc_load(vcc_v8_int, b + t10);
            t15 = vcc_load(vcc_v8_int, b + t11);
            t16 = vcc_load(vcc_v8_int, c + t8);
            t17 = vcc_load(vcc_v8_int, c + t9);
            t18 = vcc_load(vcc_v8_int, c + t10);
            t19 = vcc_load(vcc_v8_int, c + t11);
            t20 = t12 + t16;
            t21 = t13 + t17;
            t22 = t14 + t18;
            t23 = t15 + t19;
            t24 = t20 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t25 = t21 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t26 = t22 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t27 = t23 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t8, t24);
            vcc_store(a + t9, t25);
            vcc_store(a + t10, t26);
            vcc_store(a + t11, t27);
            t28 = t7 + 32L;
            if (t28 >= t6) {
                break;
            }
            t7 = t28;
        }
        t29 = (int)((long)0 + t6);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)a;
    t32 = (unsigned long)b;
    t33 = (unsigned long)a;
    t34 = (unsigned long)c;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        t35 = t30 & -8L;
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t29 + t36);
            t38 = vcc_load(vcc_v8_int, b + t37);
            t39 = vcc_load(vcc_v8_int, c + t37);
            t40 = t38 + t39;
            t41 = t40 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t37, t41);
            t42 = t36 + 8L;
            if (t42 >= t35) {
                break;
            }
            t36 = t42;
        }
        i = (int)((long)t29 + t35);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        a[t43] = b[t43] + c[t43] + 3;
    }
}

void add3_out(int n, int *restrict a, const int *b, const int *c) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    long t34;
    int i;
    long t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_int, b + t4);
            t9 = vcc_load(vcc_v8_int, b + t5);
            t10 = vcc_load(vcc_v8_int, b + t6);
            t11 = vcc_load(vcc_v8_int, b + t7);
            t12 = vcc_load(vcc_v8_int, c + t4);
            t13 = vcc_load(vcc_v8_int, c + t5);
            t14 = vcc_load(vcc_v8_int, c + t6);
            t15 = vcc_load(vcc_v8_int, c + t7);
            t16 = t8 + t12;
            t17 = t9 + t13;
            t18 = t10 + t14;
            t19 = t11 + t15;
            t20 = t16 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t21 = t17 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t22 = t18 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t23 = t19 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t4, t20);
            vcc_store(a + t5, t21);
            vcc_store(a + t6, t22);
            vcc_store(a + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v8_int, b + t29);
            t31 = vcc_load(vcc_v8_int, c + t29);
            t32 = t30 + t31;
            t33 = t32 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        a[t35] = b[t35] + c[t35] + 3;
    }
}

void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_double t8;
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
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v4_double t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    vcc_v4_double t33;
    long t34;
    int i;
    long t35;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_double, b + t4);
            t9 = vcc_load(vcc_v4_double, b + t5);
            t10 = vcc_load(vcc_v4_double, b + t6);
            t11 = vcc_load(vcc_v4_double, b + t7);
            t12 = t8 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t13 = t9 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t14 = t10 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t15 = t11 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t16 = vcc_load(vcc_v4_double, c + t4);
            t17 = vcc_load(vcc_v4_double, c + t5);
            t18 = vcc_load(vcc_v4_double, c + t6);
            t19 = vcc_load(vcc_v4_double, c + t7);
            t20 = t12 - t16;
            t21 = t13 - t17;
            t22 = t14 - t18;
            t23 = t15 - t19;
            vcc_store(a + t4, t20);
            vcc_store(a + t5, t21);
            vcc_store(a + t6, t22);
            vcc_store(a + t7, t23);
            t24 = t3 + 16L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v4_double, b + t29);
            t31 = t30 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            t32 = vcc_load(vcc_v4_double, c + t29);
            t33 = t31 - t32;
            vcc_store(a + t29, t33);
            t34 = t28 + 4L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        a[t35] = b[t35] * 2.0 - c[t35];
    }
}

int main(void) {
    unsigned long long h[4];
    int n;
    vcc_v8_uint t1;
    int count_idx;
    int n_1;
    int t2;
    int t3;
    int *buf;
    int *c;
    double *da;
    double *db;
    int fill_idx;
    int fill_idx_1;
    int variant;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    long t12;
    vcc_v8_uint t13;
    int i;
    int *t14;
    const int *t15;
    unsigned long long t16;
    const double *t17;
    unsigned long t18;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        t3 = 2 * n + 2;
        buf = (int *)new_array(t3, 4UL);
        c = (int *)new_array(n, 4UL);
        da = (double *)new_array(n, 8UL);
        db = (double *)new_array(n, 8UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            db[fill_idx_1] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (variant = 0; variant < 4; variant++) {
            t4 = (long)n * 2L + 2L;
            if (t4 >= 8L) {
                t5 = t4 & -8L;
                t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t7 = (vcc_v8_uint)t6;
                t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t8 = 0L;
                for (;;) {
                    t9 = (vcc_v8_int)t1;
                    t10 = t9 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                    t11 = t10 % (vcc_v8_int){101, 101, 101, 101, 101, 101, 101, 101};
                    vcc_store(buf + (int)((long)0 + t8), t11);
                    t12 = t8 + 8L;
                    t13 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t12 >= t5) {
                        break;
                    }
                    t8 = t12;
                    t1 = t13;
                }
                i = (int)((long)0 + t5);
            } else {
                i = 0;
            }
            for (; i < t3; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                t14 = buf + 1;
                add3(n, t14, t14, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t3 * 4UL);
        }
        t15 = buf + n + 1;
        add3_out(n, buf, t15, t15);
        t16 = h[0];
        h[0] = t16 ^ (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t3 * 4UL);
        t17 = db;
        mix(n, da, t17, t17);
        t18 = hash_bytes((const void *)da, (unsigned long)n * 8UL);
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t18);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
