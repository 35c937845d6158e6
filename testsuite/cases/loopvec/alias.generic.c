/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
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
    int t20;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)c;
    long t7 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t7 <= 0L) | (t7 >= 128L)))) {
        long t8 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:10 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_int t9 = b_v + c_v;
            vcc_v8_int t10 = t9 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + i_vec, t10);
            long t11 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t11);
            vcc_v8_int t12 = b_v_1 + c_v_1;
            vcc_v8_int t13 = t12 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t11, t13);
            long t14 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t14);
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t14);
            vcc_v8_int t15 = b_v_2 + c_v_2;
            vcc_v8_int t16 = t15 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t14, t16);
            long t17 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int c_v_3 = vcc_load(vcc_v8_int, c + t17);
            vcc_v8_int t18 = b_v_3 + c_v_3;
            vcc_v8_int t19 = t18 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t17, t19);
            i_vec += 32L;
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
    if ((t21 >= 8L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 32L))) & (((t25 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t20 * 4L))) | ((t26 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t20 * 4L))) | ((t27 <= 0L) | (t27 >= 32L)))) {
        long t28 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:10 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t29 = (long)t20 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t29);
            vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, c + t29);
            vcc_v8_int t30 = b_v_4 + c_v_4;
            vcc_v8_int t31 = t30 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t29, t31);
            i_vec_1 += 8L;
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
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_int t3 = b_v + c_v;
            vcc_v8_int t4 = t3 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t5);
            vcc_v8_int t6 = b_v_1 + c_v_1;
            vcc_v8_int t7 = t6 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t8);
            vcc_v8_int t9 = b_v_2 + c_v_2;
            vcc_v8_int t10 = t9 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int c_v_3 = vcc_load(vcc_v8_int, c + t11);
            vcc_v8_int t12 = b_v_3 + c_v_3;
            vcc_v8_int t13 = t12 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
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
        /* vcc: loop at alias.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, c + t17);
            vcc_v8_int t18 = b_v_4 + c_v_4;
            vcc_v8_int t19 = t18 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_store(a + t17, t19);
            i_vec_1 += 8L;
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
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double b_v = vcc_load(vcc_v4_double, b + i_vec);
            vcc_v4_double t3 = b_v * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double c_v = vcc_load(vcc_v4_double, c + i_vec);
            vcc_v4_double t4 = t3 - c_v;
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, b + t5);
            vcc_v4_double t6 = b_v_1 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double c_v_1 = vcc_load(vcc_v4_double, c + t5);
            vcc_v4_double t7 = t6 - c_v_1;
            vcc_store(a + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, b + t8);
            vcc_v4_double t9 = b_v_2 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double c_v_2 = vcc_load(vcc_v4_double, c + t8);
            vcc_v4_double t10 = t9 - c_v_2;
            vcc_store(a + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, b + t11);
            vcc_v4_double t12 = b_v_3 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double c_v_3 = vcc_load(vcc_v4_double, c + t11);
            vcc_v4_double t13 = t12 - c_v_3;
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
        /* vcc: loop at alias.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, b + t17);
            vcc_v4_double t18 = b_v_4 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double c_v_4 = vcc_load(vcc_v4_double, c + t17);
            vcc_v4_double t19 = t18 - c_v_4;
            vcc_store(a + t17, t19);
            i_vec_1 += 4L;
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
    int t37;
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
            if ((t5 >= 32L) & 1) {
                long t6 = t5 & -32L;
                vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_v8_int t8 = t7 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
                vcc_m8 t9 = (vcc_m8)(t8 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t11 = (vcc_v8_uint)t8;
                vcc_v8_uint t12 = t11 - t10;
                vcc_v8_int t1 = (vcc_v8_int)t12;
                long i_vec = 0L;
                /* vcc: loop at alias.c:33 vectorized: VF 8, UF 4, the remainder at 34:26 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    vcc_store(buf + i_vec, t1);
                    vcc_v8_int t13 = t1 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                    vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                    vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t16 = (vcc_v8_uint)t13;
                    vcc_v8_uint t17 = t16 - t15;
                    vcc_v8_int t18 = (vcc_v8_int)t17;
                    vcc_store(buf + (i_vec + 8L), t18);
                    vcc_v8_int t19 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                    vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                    vcc_v8_uint t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t22 = (vcc_v8_uint)t19;
                    vcc_v8_uint t23 = t22 - t21;
                    vcc_v8_int t24 = (vcc_v8_int)t23;
                    vcc_store(buf + (i_vec + 16L), t24);
                    vcc_v8_int t25 = t1 + (vcc_v8_int){67, 67, 67, 67, 67, 67, 67, 67};
                    vcc_m8 t26 = (vcc_m8)(t25 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                    vcc_v8_uint t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t28 = (vcc_v8_uint)t25;
                    vcc_v8_uint t29 = t28 - t27;
                    vcc_v8_int t30 = (vcc_v8_int)t29;
                    vcc_store(buf + (i_vec + 24L), t30);
                    i_vec += 32L;
                    vcc_v8_int t31 = t1 + (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22};
                    vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                    vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t34 = (vcc_v8_uint)t31;
                    vcc_v8_uint t35 = t34 - t33;
                    vcc_v8_int t36 = (vcc_v8_int)t35;
                    if (i_vec >= t6) {
                        break;
                    }
                    t1 = t36;
                }
                t37 = (int)t6;
            } else {
                t37 = 0;
            }
            long t38 = (long)n * 2L + (long)t37 * -1L + 2L;
            int t39 = (int)((unsigned int)t37 * 7U);
            if ((t38 >= 8L) & (t39 >= 0)) {
                long t40 = t38 & -8L;
                vcc_v8_int t41 = vcc_splat(vcc_v8_int, t39 % 101);
                vcc_v8_int t42 = t41 + (vcc_v8_int){0, 7, 14, 21, 28, 35, 42, 49};
                vcc_m8 t43 = (vcc_m8)(t42 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t45 = (vcc_v8_uint)t42;
                vcc_v8_uint t46 = t45 - t44;
                vcc_v8_int t2 = (vcc_v8_int)t46;
                long i_vec_1 = 0L;
                /* vcc: loop at alias.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    vcc_store(buf + ((long)t37 + i_vec_1), t2);
                    i_vec_1 += 8L;
                    vcc_v8_int t47 = t2 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                    vcc_m8 t48 = (vcc_m8)(t47 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                    vcc_v8_uint t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t48, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t50 = (vcc_v8_uint)t47;
                    vcc_v8_uint t51 = t50 - t49;
                    vcc_v8_int t52 = (vcc_v8_int)t51;
                    if (i_vec_1 >= t40) {
                        break;
                    }
                    t2 = t52;
                }
                i = (int)((long)t37 + t40);
            } else {
                i = t37;
            }
            for (; i < t4; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t53 = buf + 1;
                add3(n, t53, t53, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t4 * 4UL);
        }
        const int *t54 = buf + n + 1;
        add3_out(n, buf, t54, t54);
        unsigned long long t55 = h[0];
        h[0] = t55 ^ (unsigned long long)hash_bytes((const void *)buf, (unsigned long)t4 * 4UL);
        const double *t56 = db;
        mix(n, da, t56, t56);
        unsigned long t57 = hash_bytes((const void *)da, (unsigned long)n * 8UL);
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t57);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
