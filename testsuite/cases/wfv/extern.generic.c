/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_scale(vcc_v8_float p1, float p2);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_clampi(vcc_v8_int p1);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_clampi(vcc_v8_int p1, vcc_v8_int p2);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4ulv_pick(const double *p1, int p2, vcc_v4_double p3);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdM4ulv_pick(const double *p1, int p2, vcc_v4_double p3, vcc_v4_double p4);
#pragma GCC diagnostic pop
/* Annotated functions defined in another file (extern.lib.c, built by gcc -fopenmp-simd):
   with --extern-variants vcc calls their variants by ABI name from the vectorized loops. */
#include <stdio.h>
/* vcc-test: flags --extern-variants */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(k) notinbranch */
float scale(float x, float k);
/* #pragma omp declare simd */
int clampi(int x);
/* #pragma omp declare simd uniform(p) linear(i) */
double pick(const double *p, int i, double w);

float out[1003];
int iout[1003];
double dv[64], dout[64];

extern __typeof__(out) out __attribute__((aligned(32)));
void scale_all(int n, float k) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at extern.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_float t5 = __builtin_convertvector(i_v_2, vcc_v8_float);
            vcc_v8_float t6 = t5 - (vcc_v8_float){40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f};
            vcc_v8_float t7 = _ZGVdN8vu_scale(t6, k);
            vcc_store(&out[i_vec], t7);
            vcc_v8_uint t8 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t8;
            vcc_v8_float t9 = __builtin_convertvector(i_v_3, vcc_v8_float);
            vcc_v8_float t10 = t9 - (vcc_v8_float){40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f};
            vcc_v8_float t11 = _ZGVdN8vu_scale(t10, k);
            vcc_store(&out[i_vec + 8L], t11);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        vcc_v8_int t15 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
        vcc_v8_uint t16 = (vcc_v8_uint)t15;
        vcc_v8_uint i_v_1 = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_float t17 = __builtin_convertvector(i_v_4, vcc_v8_float);
            vcc_v8_float t18 = t17 - (vcc_v8_float){40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f, 40.0f};
            vcc_v8_float t19 = _ZGVdN8vu_scale(t18, k);
            vcc_store(&out[(long)t12 + i_vec_1], t19);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

void clamp_some(int n) {
    int t39;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        long t4 = t3 & -16L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint i_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_m8 t9 = (vcc_m8)(t8 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t11 = (vcc_v8_uint)t8;
        vcc_v8_uint t12 = t11 - t10;
        vcc_v8_int t1 = (vcc_v8_int)t12;
        long i_vec = 0L;
        /* vcc: loop at extern.c:26 vectorized: VF 8, UF 2, the remainder at 27:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_m8 t13 = (vcc_m8)(t1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t14 = (vcc_v8_uint)i_v_2;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
            vcc_v8_uint t16 = t14 - t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_v8_int t19 = _ZGVdM8v_clampi(t17, t18);
            vcc_store_masked((int *)((unsigned long)&iout + (unsigned long)i_vec * 4UL), t19, t13);
            vcc_v8_uint t20 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t20;
            vcc_v8_int t21 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t22 = (vcc_m8)(t21 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t24 = (vcc_v8_uint)t21;
            vcc_v8_uint t25 = t24 - t23;
            vcc_v8_int t26 = (vcc_v8_int)t25;
            vcc_m8 t27 = (vcc_m8)(t26 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t28 = (vcc_v8_uint)i_v_3;
            vcc_v8_uint t29 = (vcc_v8_uint)(vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
            vcc_v8_uint t30 = t28 - t29;
            vcc_v8_int t31 = (vcc_v8_int)t30;
            vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_v8_int t33 = _ZGVdM8v_clampi(t31, t32);
            vcc_store_masked((int *)((unsigned long)&iout + (unsigned long)(i_vec + 8L) * 4UL), t33, t27);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int t34 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t37 = (vcc_v8_uint)t34;
            vcc_v8_uint t38 = t37 - t36;
            t1 = (vcc_v8_int)t38;
        } while (i_vec < t4);
        t39 = (int)t4;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if ((t40 >= 8L) & (t39 >= 0)) {
        long t41 = t40 & -8L;
        vcc_v8_int t42 = (vcc_v8_int){t39, t39, t39, t39, t39, t39, t39, t39};
        vcc_v8_uint t43 = (vcc_v8_uint)t42;
        vcc_v8_uint i_v_1 = t43 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t44 = vcc_splat(vcc_v8_int, t39 % 3);
        vcc_v8_int t45 = t44 + (vcc_v8_int){0, 1, 2, 0, 1, 2, 0, 1};
        vcc_m8 t46 = (vcc_m8)(t45 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_uint t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t48 = (vcc_v8_uint)t45;
        vcc_v8_uint t49 = t48 - t47;
        vcc_v8_int t2 = (vcc_v8_int)t49;
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_m8 t50 = (vcc_m8)(t2 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_uint t51 = (vcc_v8_uint)i_v_4;
            vcc_v8_uint t52 = (vcc_v8_uint)(vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
            vcc_v8_uint t53 = t51 - t52;
            vcc_v8_int t54 = (vcc_v8_int)t53;
            vcc_v8_int t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), (vcc_v8_int){0});
            vcc_v8_int t56 = _ZGVdM8v_clampi(t54, t55);
            vcc_store_masked((int *)((unsigned long)&iout + (unsigned long)((long)t39 + i_vec_1) * 4UL), t56, t50);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t57 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t58 = (vcc_m8)(t57 > (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_uint t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, ((vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t60 = (vcc_v8_uint)t57;
            vcc_v8_uint t61 = t60 - t59;
            t2 = (vcc_v8_int)t61;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        if (i % 3) {
            iout[i] = clampi(i - 500);
        }
    }
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
extern __typeof__(dout) dout __attribute__((aligned(32)));
void pick_all(int n) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at extern.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double t3 = _ZGVdN4ulv_pick(dv, (int)i_vec, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[i_vec], t3);
            long t4 = i_vec + 4L;
            vcc_v4_double t5 = _ZGVdN4ulv_pick(dv, (int)t4, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t4], t5);
            long t6 = i_vec + 8L;
            vcc_v4_double t7 = _ZGVdN4ulv_pick(dv, (int)t6, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t6], t7);
            long t8 = i_vec + 12L;
            vcc_v4_double t9 = _ZGVdN4ulv_pick(dv, (int)t8, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t8], t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v4_double t14 = _ZGVdN4ulv_pick(dv, (int)t13, (vcc_v4_double){0.25, 0.25, 0.25, 0.25});
            vcc_store(&dout[t13], t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
int main(void) {
    int sizes[6];
    int t14;
    vcc_v4_int t1 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t2 = (vcc_v4_uint)t1;
    vcc_v4_uint i_v = t2 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    long i_vec = 0L;
    /* vcc: loop at extern.c:39 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        vcc_v4_int i_v_1 = (vcc_v4_int)i_v;
        vcc_v4_double t3 = __builtin_convertvector(i_v_1, vcc_v4_double);
        vcc_v4_double t4 = t3 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[i_vec], t4);
        vcc_v4_uint t5 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int i_v_2 = (vcc_v4_int)t5;
        vcc_v4_double t6 = __builtin_convertvector(i_v_2, vcc_v4_double);
        vcc_v4_double t7 = t6 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[i_vec + 4L], t7);
        vcc_v4_uint t8 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int i_v_3 = (vcc_v4_int)t8;
        vcc_v4_double t9 = __builtin_convertvector(i_v_3, vcc_v4_double);
        vcc_v4_double t10 = t9 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[i_vec + 8L], t10);
        vcc_v4_uint t11 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int i_v_4 = (vcc_v4_int)t11;
        vcc_v4_double t12 = __builtin_convertvector(i_v_4, vcc_v4_double);
        vcc_v4_double t13 = t12 * (vcc_v4_double){1.5, 1.5, 1.5, 1.5};
        vcc_store(&dv[i_vec + 12L], t13);
        i_vec += 16L;
        i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
    } while (i_vec < 64L);
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t14 = n;
        } else {
            t14 = 64;
        }
        pick_all(t14);
        double sum = 0.0;
        long t = 0L;
        for (int i = 0; i < n; i++) {
            long t15 = (long)i;
            sum += (double)out[t15];
            t += (long)iout[t15];
        }
        double sum_1 = sum;
        for (int i_1 = 0; i_1 < 64; i_1++) {
            sum_1 += dout[i_1];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
