/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    vcc_v8_float t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (t2 = 0; t2 < n; t2++) {
                t3 = vcc_load(vcc_v8_float, b + (t2 * n + j_1));
                t4 = vcc_splat(vcc_v8_float, a[i * n + t2]);
                t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            s = 0.0f;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    double s;
    vcc_v4_double t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    vcc_v4_double t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            for (t2 = 0; t2 < n; t2++) {
                t3 = vcc_load(vcc_v4_double, b + (t2 * n + j_1));
                t4 = vcc_splat(vcc_v4_double, a[i * n + t2]);
                t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * n + j_1), t1);
        }
        for (; j < n; j++) {
            s = 0.0;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    int s;
    vcc_v8_int t8;
    int i;
    int j;
    long t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
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
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    int t32;
    int t33;
    long t34;
    long t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    int k;
    int j_1;
    int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            for (t48 = 0; t48 < n; t48++) {
                t49 = vcc_load(vcc_v8_int, b + (t48 * n + j_1));
                t50 = vcc_splat(vcc_v8_int, a[i * n + t48]);
                t51 = t50 * t49;
                t8 = t8 + t51;
            }
            vcc_store(c + (i * n + j_1), t8);
        }
        for (; j < n; j++) {
            t9 = (long)n;
            if (t9 >= 16L) {
                t10 = t9 & -16L;
                t11 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                t12 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t14 = (vcc_v8_uint)t13;
                t1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t2 = 0L;
                t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    t15 = (vcc_v8_int)t1;
                    t16 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    t17 = (vcc_v8_int)t16;
                    t18 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)0 + t2)));
                    t19 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)0 + (t2 + 8L))));
                    t20 = t15 * t11;
                    t21 = t17 * t11;
                    t22 = t20 + t12;
                    t23 = t21 + t12;
                    t24 = vcc_gather(vcc_v8_int, b, t22);
                    t25 = vcc_gather(vcc_v8_int, b, t23);
                    t26 = t18 * t24;
                    t27 = (vcc_v8_uint)t26;
                    t3 = t3 + t27;
                    t28 = t19 * t25;
                    t29 = (vcc_v8_uint)t28;
                    t4 = t4 + t29;
                    t2 += 16L;
                    t30 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                    if (t2 >= t10) {
                        break;
                    }
                    t1 = t30;
                }
                t31 = t3 + t4;
                t32 = (int)((long)0 + t10);
                t33 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t31, +));
            } else {
                t32 = 0;
                t33 = 0;
            }
            t34 = (long)n + (long)t32 * -1L;
            if (t34 >= 8L) {
                t35 = t34 & -8L;
                t36 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                t37 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                t38 = (vcc_v8_int){t32, t32, t32, t32, t32, t32, t32, t32};
                t39 = (vcc_v8_uint)t38;
                t5 = t39 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
                t6 = 0L;
                t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    t40 = (vcc_v8_int)t5;
                    t41 = vcc_load(vcc_v8_int, a + (i * n + (int)((long)t32 + t6)));
                    t42 = t40 * t36;
                    t43 = t42 + t37;
                    t44 = vcc_gather(vcc_v8_int, b, t43);
                    t45 = t41 * t44;
                    t46 = (vcc_v8_uint)t45;
                    t7 = t7 + t46;
                    t6 += 8L;
                    t47 = t5 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                    if (t6 >= t35) {
                        break;
                    }
                    t5 = t47;
                }
                k = (int)((long)t32 + t35);
                s = (int)((unsigned int)t33 + vcc_reduce(unsigned int, t7, +));
            } else {
                k = t32;
                s = t33;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    vcc_v8_float t1;
    int i;
    int j;
    int k;
    int j_1;
    int t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    for (i = 0; i < 12; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            for (t2 = 0; t2 < 12; t2++) {
                t3 = vcc_load(vcc_v8_float, b + (t2 * 12 + j_1));
                t4 = vcc_splat(vcc_v8_float, a[i * 12 + t2]);
                t5 = t4 * t3;
                t1 = t1 + t5;
            }
            vcc_store(c + (i * 12 + j_1), t1);
        }
        for (; j < 12; j++) {
            s = 0.0f;
            for (k = 0; k < 12; k++) {
                s += a[i * 12 + k] * b[k * 12 + j];
            }
            c[i * 12 + j] = s;
        }
    }
}

int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    double sf;
    double sd;
    long si;
    vcc_v8_uint t1;
    long t2;
    double s12;
    unsigned int t;
    int n;
    int nn;
    unsigned long t3;
    unsigned long t4;
    float *af;
    float *bf;
    float *cf;
    unsigned long t5;
    double *ad;
    double *bd;
    double *cd;
    int *ai;
    int *bi;
    int *ci;
    int x;
    long t6;
    int t7;
    int x_1;
    long t8;
    int t9;
    double t10;
    float t11;
    long t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    long t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    int x_2;
    long t40;
    int x_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (t = 0U; (unsigned long)t < 10UL; t++) {
        n = sizes[t];
        nn = n * n;
        t3 = (unsigned long)nn;
        t4 = t3 * 4UL + 1UL;
        af = (float *)malloc(t4);
        bf = (float *)malloc(t4);
        cf = (float *)malloc(t4);
        t5 = t3 * 8UL + 1UL;
        ad = (double *)malloc(t5);
        bd = (double *)malloc(t5);
        cd = (double *)malloc(t5);
        ai = (int *)malloc(t4);
        bi = (int *)malloc(t4);
        ci = (int *)malloc(t4);
        for (x = 0; x < nn; x++) {
            t6 = (long)x;
            t7 = x * 7;
            af[t6] = (float)(t7 % 11) * 0.37f - 1.5f;
            bf[t6] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[t6] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[t6] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[t6] = t7 % 23 - 11;
            bi[t6] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        sf = 0.0;
        sd = 0.0;
        si = 0L;
        for (x_1 = 0; x_1 < nn; x_1++) {
            t8 = (long)x_1;
            sf += (double)(cf[t8] * (float)(x_1 % 5 + 1));
            sd += cd[t8] * (double)(x_1 % 3 + 1);
            si += (long)ci[t8] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t9 = ci[nn - 1];
        } else {
            t9 = 0;
        }
        if (nn) {
            t10 = cd[nn / 2];
        } else {
            t10 = 0.0;
        }
        if (nn) {
            t11 = cf[nn - 1];
        } else {
            t11 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t11, sd, t10, si, t9);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    if (144L >= 16L) {
        t12 = 144L & -16L;
        t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t14 = (vcc_v8_uint)t13;
        t1 = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t15 = (vcc_v8_int)t1;
            t16 = (long)(int)((long)0 + t2);
            t17 = t15 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t18 = t17 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t19 = __builtin_convertvector(t18, vcc_v8_float);
            t20 = t19 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
            t21 = t20 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(&a12[t16], t21);
            t22 = t15 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t23 = t22 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t24 = __builtin_convertvector(t23, vcc_v8_float);
            t25 = t24 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
            t26 = t25 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_store(&b12[t16], t26);
            t27 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t28 = (vcc_v8_int)t27;
            t29 = (long)(int)((long)0 + (t2 + 8L));
            t30 = t28 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t31 = t30 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t32 = __builtin_convertvector(t31, vcc_v8_float);
            t33 = t32 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
            t34 = t33 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(&a12[t29], t34);
            t35 = t28 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t36 = t35 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t37 = __builtin_convertvector(t36, vcc_v8_float);
            t38 = t37 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
            t39 = t38 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_store(&b12[t29], t39);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t12);
        x_2 = (int)((long)0 + t12);
    } else {
        x_2 = 0;
    }
    for (; x_2 < 144; x_2++) {
        t40 = (long)x_2;
        a12[t40] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[t40] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    mm_const12(a12, b12, c12);
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
