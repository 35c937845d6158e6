/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
void roots(int n, double *restrict r, const double *restrict a) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at sqrt_map.c:7 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double a_v = vcc_load(vcc_v4_double, a + i_vec);
            vcc_v4_double t3 = vcc_insert((vcc_v4_double){0}, 0, sqrt(a_v[0]));
            vcc_v4_double t4 = vcc_insert(t3, 1, sqrt(a_v[1]));
            vcc_v4_double t5 = vcc_insert(t4, 2, sqrt(a_v[2]));
            vcc_v4_double t6 = vcc_insert(t5, 3, sqrt(a_v[3]));
            vcc_store(r + i_vec, t6);
            long t7 = i_vec + 4L;
            vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, a + t7);
            vcc_v4_double t8 = vcc_insert((vcc_v4_double){0}, 0, sqrt(a_v_1[0]));
            vcc_v4_double t9 = vcc_insert(t8, 1, sqrt(a_v_1[1]));
            vcc_v4_double t10 = vcc_insert(t9, 2, sqrt(a_v_1[2]));
            vcc_v4_double t11 = vcc_insert(t10, 3, sqrt(a_v_1[3]));
            vcc_store(r + t7, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at sqrt_map.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, a + t15);
            vcc_v4_double t16 = vcc_insert((vcc_v4_double){0}, 0, sqrt(a_v_2[0]));
            vcc_v4_double t17 = vcc_insert(t16, 1, sqrt(a_v_2[1]));
            vcc_v4_double t18 = vcc_insert(t17, 2, sqrt(a_v_2[2]));
            vcc_v4_double t19 = vcc_insert(t18, 3, sqrt(a_v_2[3]));
            vcc_store(r + t15, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = sqrt(t21);
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t4 = t3 + (vcc_v4_int){0, 1, 2, 3};
    vcc_m4 t5 = (vcc_m4)(t4 > (vcc_v4_int){30, 30, 30, 30});
    vcc_v4_uint t6 = vcc_select(vcc_v4_int, (vcc_v4_int)t5, ((vcc_v4_uint){31U, 31U, 31U, 31U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t7 = (vcc_v4_uint)t4;
    vcc_v4_uint t8 = t7 - t6;
    vcc_v4_int t2 = (vcc_v4_int)t8;
    long i_vec = 0L;
    vcc_v4_int t1 = t2;
    /* vcc: loop at sqrt_map.c:14 vectorized: VF 4, UF 4, the remainder at 15:25 by 31 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vcc_v4_int t9 = t1 * t1;
        vcc_v4_double t10 = __builtin_convertvector(t9, vcc_v4_double);
        vcc_store(&a[i_vec], t10);
        vcc_v4_int t11 = t1 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t12 = (vcc_m4)(t11 > (vcc_v4_int){30, 30, 30, 30});
        vcc_v4_uint t13 = vcc_select(vcc_v4_int, (vcc_v4_int)t12, ((vcc_v4_uint){31U, 31U, 31U, 31U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t14 = (vcc_v4_uint)t11;
        vcc_v4_uint t15 = t14 - t13;
        vcc_v4_int t16 = (vcc_v4_int)t15;
        vcc_v4_int t17 = t16 * t16;
        vcc_v4_double t18 = __builtin_convertvector(t17, vcc_v4_double);
        vcc_store(&a[i_vec + 4L], t18);
        vcc_v4_int t19 = t1 + (vcc_v4_int){8, 8, 8, 8};
        vcc_m4 t20 = (vcc_m4)(t19 > (vcc_v4_int){30, 30, 30, 30});
        vcc_v4_uint t21 = vcc_select(vcc_v4_int, (vcc_v4_int)t20, ((vcc_v4_uint){31U, 31U, 31U, 31U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t22 = (vcc_v4_uint)t19;
        vcc_v4_uint t23 = t22 - t21;
        vcc_v4_int t24 = (vcc_v4_int)t23;
        vcc_v4_int t25 = t24 * t24;
        vcc_v4_double t26 = __builtin_convertvector(t25, vcc_v4_double);
        vcc_store(&a[i_vec + 8L], t26);
        vcc_v4_int t27 = t1 + (vcc_v4_int){12, 12, 12, 12};
        vcc_m4 t28 = (vcc_m4)(t27 > (vcc_v4_int){30, 30, 30, 30});
        vcc_v4_uint t29 = vcc_select(vcc_v4_int, (vcc_v4_int)t28, ((vcc_v4_uint){31U, 31U, 31U, 31U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t30 = (vcc_v4_uint)t27;
        vcc_v4_uint t31 = t30 - t29;
        vcc_v4_int t32 = (vcc_v4_int)t31;
        vcc_v4_int t33 = t32 * t32;
        vcc_v4_double t34 = __builtin_convertvector(t33, vcc_v4_double);
        vcc_store(&a[i_vec + 12L], t34);
        i_vec += 16L;
        vcc_v4_int t35 = t1 + (vcc_v4_int){16, 16, 16, 16};
        vcc_m4 t36 = (vcc_m4)(t35 > (vcc_v4_int){30, 30, 30, 30});
        vcc_v4_uint t37 = vcc_select(vcc_v4_int, (vcc_v4_int)t36, ((vcc_v4_uint){31U, 31U, 31U, 31U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t38 = (vcc_v4_uint)t35;
        vcc_v4_uint t39 = t38 - t37;
        t1 = (vcc_v4_int)t39;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at sqrt_map.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_int t40 = t2 * t2;
        vcc_v4_double t41 = __builtin_convertvector(t40, vcc_v4_double);
        vcc_store(&a[992L + i_vec_1], t41);
        i_vec_1 += 4L;
        vcc_v4_int t42 = t2 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t43 = (vcc_m4)(t42 > (vcc_v4_int){30, 30, 30, 30});
        vcc_v4_uint t44 = vcc_select(vcc_v4_int, (vcc_v4_int)t43, ((vcc_v4_uint){31U, 31U, 31U, 31U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t45 = (vcc_v4_uint)t42;
        vcc_v4_uint t46 = t45 - t44;
        t2 = (vcc_v4_int)t46;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        int t47 = i % 31;
        a[i] = (double)(t47 * t47);
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at sqrt_map.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_store(&r[i_vec_2], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_store(&r[i_vec_2 + 4L], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_store(&r[i_vec_2 + 8L], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            vcc_store(&r[i_vec_2 + 12L], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at sqrt_map.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_store(&r[992L + i_vec_3], ((vcc_v4_double){-1.0, -1.0, -1.0, -1.0}));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        r[1000] = -1.0;
        r[1001] = -1.0;
        r[1002] = -1.0;
        roots(n, r, a);
        int i_1 = 0;
        double check = 0.0;
        while (i_1 < 1003) {
            check += r[i_1];
            i_1++;
        }
        printf("n=%d check=%.1f\n", n, check);
        c++;
    }
    return 0;
}
