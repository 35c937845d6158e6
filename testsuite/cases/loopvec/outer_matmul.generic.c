/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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
    vcc_m8 t2;
    float t3;
    int t4;
    vcc_m8 t5;
    int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_m8 t10;
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
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            if (vcc_any(t2)) {
                t3 = 0.0f;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0f;
                t4 = 0;
                t5 = (vcc_m8){0};
            }
            t1 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
            for (t6 = t4; t6 < n; t6++) {
                t7 = vcc_load(vcc_v8_float, b + (t6 * n + j_1));
                t8 = vcc_splat(vcc_v8_float, a[i * n + t6]);
                t9 = t8 * t7;
                t1 = t1 + t9;
            }
            if (vcc_any(t5)) {
                vcc_store(c + (i * n + j_1), t1);
                t10 = t5;
            } else {
                t10 = (vcc_m8){0};
            }
            (void)vcc_any(t10);
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
    vcc_m4 t2;
    double t3;
    int t4;
    vcc_m4 t5;
    int t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_m4 t10;
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
            t2 = (vcc_m4)((vcc_v4_int){1, 1, 1, 1} != (vcc_v4_int){0});
            if (vcc_any(t2)) {
                t3 = 0.0;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0;
                t4 = 0;
                t5 = (vcc_m4){0};
            }
            t1 = (vcc_v4_double){t3, t3, t3, t3};
            for (t6 = t4; t6 < n; t6++) {
                t7 = vcc_load(vcc_v4_double, b + (t6 * n + j_1));
                t8 = vcc_splat(vcc_v4_double, a[i * n + t6]);
                t9 = t8 * t7;
                t1 = t1 + t9;
            }
            if (vcc_any(t5)) {
                vcc_store(c + (i * n + j_1), t1);
                t10 = t5;
            } else {
                t10 = (vcc_m4){0};
            }
            (void)vcc_any(t10);
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
    int s;
    vcc_v8_int t1;
    int i;
    int j;
    long t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    long t6;
    vcc_v8_uint t7;
    int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    long t18;
    int k;
    int j_1;
    vcc_m8 t19;
    int t20;
    int t21;
    vcc_m8 t22;
    int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_m8 t27;
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
            t19 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            if (vcc_any(t19)) {
                t20 = 0;
                t21 = 0;
                t22 = t19;
            } else {
                t20 = 0;
                t21 = 0;
                t22 = (vcc_m8){0};
            }
            t1 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
            for (t23 = t21; t23 < n; t23++) {
                t24 = vcc_load(vcc_v8_int, b + (t23 * n + j_1));
                t25 = vcc_splat(vcc_v8_int, a[i * n + t23]);
                t26 = t25 * t24;
                t1 = t1 + t26;
            }
            if (vcc_any(t22)) {
                vcc_store(c + (i * n + j_1), t1);
                t27 = t22;
            } else {
                t27 = (vcc_m8){0};
            }
            (void)vcc_any(t27);
        }
        for (; j < n; j++) {
            t2 = (long)n;
            if (t2 >= 8L) {
                t3 = t2 & -8L;
                t4 = (vcc_v8_int){n, n, n, n, n, n, n, n};
                t5 = (vcc_v8_int){j, j, j, j, j, j, j, j};
                t6 = 0L;
                t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
                for (;;) {
                    t8 = (int)((long)0 + t6);
                    t9 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
                    t10 = t9 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                    t11 = vcc_load(vcc_v8_int, a + (i * n + t8));
                    t12 = t10 * t4;
                    t13 = t12 + t5;
                    t14 = vcc_gather(vcc_v8_int, b, t13);
                    t15 = t11 * t14;
                    t16 = (vcc_v8_uint)t15;
                    t17 = t7 + t16;
                    t18 = t6 + 8L;
                    if (t18 >= t3) {
                        break;
                    }
                    t6 = t18;
                    t7 = t17;
                }
                k = (int)((long)0 + t3);
                s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t17, +));
            } else {
                k = 0;
                s = 0;
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
    vcc_m8 t2;
    float t3;
    int t4;
    vcc_m8 t5;
    int t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_m8 t10;
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
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            if (vcc_any(t2)) {
                t3 = 0.0f;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0f;
                t4 = 0;
                t5 = (vcc_m8){0};
            }
            t1 = (vcc_v8_float){t3, t3, t3, t3, t3, t3, t3, t3};
            for (t6 = t4; t6 < 12; t6++) {
                t7 = vcc_load(vcc_v8_float, b + (t6 * 12 + j_1));
                t8 = vcc_splat(vcc_v8_float, a[i * 12 + t6]);
                t9 = t8 * t7;
                t1 = t1 + t9;
            }
            if (vcc_any(t5)) {
                vcc_store(c + (i * 12 + j_1), t1);
                t10 = t5;
            } else {
                t10 = (vcc_m8){0};
            }
            (void)vcc_any(t10);
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
    double s12;
    unsigned int t;
    int n;
    int nn;
    float *af;
    float *bf;
    float *cf;
    double *ad;
    double *bd;
    double *cd;
    int *ai;
    int *bi;
    int *ci;
    int x;
    int x_1;
    int t1;
    double t2;
    float t3;
    long t4;
    long t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    long t32;
    int x_2;
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
        af = (float *)malloc((unsigned long)nn * 4UL + 1UL);
        bf = (float *)malloc((unsigned long)nn * 4UL + 1UL);
        cf = (float *)malloc((unsigned long)nn * 4UL + 1UL);
        ad = (double *)malloc((unsigned long)nn * 8UL + 1UL);
        bd = (double *)malloc((unsigned long)nn * 8UL + 1UL);
        cd = (double *)malloc((unsigned long)nn * 8UL + 1UL);
        ai = (int *)malloc((unsigned long)nn * 4UL + 1UL);
        bi = (int *)malloc((unsigned long)nn * 4UL + 1UL);
        ci = (int *)malloc((unsigned long)nn * 4UL + 1UL);
        for (x = 0; x < nn; x++) {
            af[x] = (float)(x * 7 % 11) * 0.37f - 1.5f;
            bf[x] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[x] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[x] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[x] = x * 7 % 23 - 11;
            bi[x] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        sf = 0.0;
        sd = 0.0;
        si = 0L;
        for (x_1 = 0; x_1 < nn; x_1++) {
            sf += (double)(cf[x_1] * (float)(x_1 % 5 + 1));
            sd += cd[x_1] * (double)(x_1 % 3 + 1);
            si += (long)ci[x_1] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t1 = ci[nn - 1];
        } else {
            t1 = 0;
        }
        if (nn) {
            t2 = cd[nn / 2];
        } else {
            t2 = 0.0;
        }
        if (nn) {
            t3 = cf[nn - 1];
        } else {
            t3 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t3, sd, t2, si, t1);
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
        t4 = 144L & -16L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
            t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t9 = (int)((long)0 + (t5 + 8L));
            t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
            t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t12 = t8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t13 = t11 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t14 = t12 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t15 = t13 % (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            t16 = __builtin_convertvector(t14, vcc_v8_float);
            t17 = __builtin_convertvector(t15, vcc_v8_float);
            t18 = t16 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
            t19 = t17 * (vcc_v8_float){0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f, 0.37f};
            t20 = t18 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            t21 = t19 - (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_store(&a12[t6], t20);
            vcc_store(&a12[t9], t21);
            t22 = t8 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t23 = t11 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t24 = t22 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t25 = t23 % (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t26 = __builtin_convertvector(t24, vcc_v8_float);
            t27 = __builtin_convertvector(t25, vcc_v8_float);
            t28 = t26 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
            t29 = t27 * (vcc_v8_float){0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f, 0.21f};
            t30 = t28 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            t31 = t29 + (vcc_v8_float){0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f};
            vcc_store(&b12[t6], t30);
            vcc_store(&b12[t9], t31);
            t32 = t5 + 16L;
            if (t32 >= t4) {
                break;
            }
            t5 = t32;
        }
        x_2 = (int)((long)0 + t4);
    } else {
        x_2 = 0;
    }
    for (; x_2 < 144; x_2++) {
        a12[x_2] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[x_2] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    mm_const12(a12, b12, c12);
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
