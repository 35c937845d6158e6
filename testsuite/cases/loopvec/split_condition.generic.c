/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 8 */
/* Loops whose body compares the induction with a constant that changes its value once
 * (`split_loops.rs`, gcc's -fsplit-loops): split where it changes, and each part takes the
 * comparison as the constant it is there. The first iteration's special case
 * (`i == 0 ? b[0] : b[i] + b[i - 1]`) leaves a loop without the masked load of `b[i - 1]`. */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];
unsigned u[N];

/* The first iteration apart: its load of b[i - 1] would read before the array. */
extern __typeof__(a) a __attribute__((aligned(32)));
extern __typeof__(b) b __attribute__((aligned(32)));
void first_iter(void) {
    for (int i = 0; i < 1; i++) {
        float *t1 = &a[i];
        float t2 = b[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:15 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t3 = 1L + i_vec;
        vcc_v8_float b_v = vcc_load(vcc_v8_float, &b[t3]);
        vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, &b[(int)t3 - 1]);
        vcc_v8_float t4 = b_v + b_v_1;
        vcc_v8_float t5 = t4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&a[t3], t5);
        long t6 = 1L + (i_vec + 8L);
        vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, &b[t6]);
        vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, &b[(int)t6 - 1]);
        vcc_v8_float t7 = b_v_2 + b_v_3;
        vcc_v8_float t8 = t7 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&a[t6], t8);
        long t9 = 1L + (i_vec + 16L);
        vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, &b[t9]);
        vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, &b[(int)t9 - 1]);
        vcc_v8_float t10 = b_v_4 + b_v_5;
        vcc_v8_float t11 = t10 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&a[t9], t11);
        long t12 = 1L + (i_vec + 24L);
        vcc_v8_float b_v_6 = vcc_load(vcc_v8_float, &b[t12]);
        vcc_v8_float b_v_7 = vcc_load(vcc_v8_float, &b[(int)t12 - 1]);
        vcc_v8_float t13 = b_v_6 + b_v_7;
        vcc_v8_float t14 = t13 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&a[t12], t14);
        i_vec += 32L;
    } while (i_vec < 992L);
    for (int i_1 = 993; i_1 < 1000; i_1++) {
        long t15 = (long)i_1;
        float *t16 = &a[t15];
        float t17 = b[t15] + b[i_1 - 1];
        *t16 = t17 * 0.5f;
    }
}

/* The last iteration apart: its load of b[i + 1] would read past the array. */
void last_iter(void) {
    int i_1;
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:21 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_float b_v = vcc_load(vcc_v8_float, &b[(int)i_vec + 1]);
        vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, &b[i_vec]);
        vcc_v8_float t1 = b_v - b_v_1;
        vcc_store(&a[i_vec], t1);
        long t2 = i_vec + 8L;
        vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, &b[(int)t2 + 1]);
        vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, &b[t2]);
        vcc_v8_float t3 = b_v_2 - b_v_3;
        vcc_store(&a[t2], t3);
        long t4 = i_vec + 16L;
        vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, &b[(int)t4 + 1]);
        vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, &b[t4]);
        vcc_v8_float t5 = b_v_4 - b_v_5;
        vcc_store(&a[t4], t5);
        long t6 = i_vec + 24L;
        vcc_v8_float b_v_6 = vcc_load(vcc_v8_float, &b[(int)t6 + 1]);
        vcc_v8_float b_v_7 = vcc_load(vcc_v8_float, &b[t6]);
        vcc_v8_float t7 = b_v_6 - b_v_7;
        vcc_store(&a[t6], t7);
        i_vec += 32L;
    } while (i_vec < 992L);
    int i = 992;
    for (;; i++) {
        if (i >= 999) {
            i_1 = 999;
            break;
        }
        long t8 = (long)i;
        float *t9 = &a[t8];
        float t10 = b[i + 1] - b[t8];
        *t9 = t10;
    }
    for (; i_1 < 1000; i_1++) {
        float *t11 = &a[i_1];
        *t11 = 0.0f;
    }
}

/* An ordering: the first eight iterations, then the rest (both parts vectorize). */
extern __typeof__(c) c __attribute__((aligned(32)));
extern __typeof__(d) d __attribute__((aligned(32)));
void below_eight(void) {
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int d_v = vcc_load(vcc_v8_int, &d[i_vec]);
        vcc_v8_int t1 = d_v * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_store(&c[i_vec], t1);
        i_vec += 8L;
    } while (i_vec < 8L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t2 = 8L + i_vec_1;
        vcc_v8_int d_v_1 = vcc_load(vcc_v8_int, &d[t2]);
        vcc_v8_int c_v = vcc_load(vcc_v8_int, &c[t2]);
        vcc_v8_int t3 = d_v_1 - c_v;
        vcc_store(&c[t2], t3);
        long t4 = 8L + (i_vec_1 + 8L);
        vcc_v8_int d_v_2 = vcc_load(vcc_v8_int, &d[t4]);
        vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, &c[t4]);
        vcc_v8_int t5 = d_v_2 - c_v_1;
        vcc_store(&c[t4], t5);
        long t6 = 8L + (i_vec_1 + 16L);
        vcc_v8_int d_v_3 = vcc_load(vcc_v8_int, &d[t6]);
        vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, &c[t6]);
        vcc_v8_int t7 = d_v_3 - c_v_2;
        vcc_store(&c[t6], t7);
        long t8 = 8L + (i_vec_1 + 24L);
        vcc_v8_int d_v_4 = vcc_load(vcc_v8_int, &d[t8]);
        vcc_v8_int c_v_3 = vcc_load(vcc_v8_int, &c[t8]);
        vcc_v8_int t9 = d_v_4 - c_v_3;
        vcc_store(&c[t8], t9);
        i_vec_1 += 32L;
    } while (i_vec_1 < 992L);
}

/* An unsigned counter and comparison, split after iteration 599. */
extern __typeof__(u) u __attribute__((aligned(32)));
void above_unsigned(void) {
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        unsigned int *t1 = &u[i_vec];
        vcc_v8_uint u_v = vcc_load(vcc_v8_uint, t1);
        vcc_v8_int d_v = vcc_load(vcc_v8_int, &d[i_vec]);
        vcc_v8_uint t2 = (vcc_v8_uint)d_v;
        vcc_v8_uint t3 = u_v ^ t2;
        vcc_store(t1, t3);
        long t4 = i_vec + 8L;
        unsigned int *t5 = &u[t4];
        vcc_v8_uint u_v_1 = vcc_load(vcc_v8_uint, t5);
        vcc_v8_int d_v_1 = vcc_load(vcc_v8_int, &d[t4]);
        vcc_v8_uint t6 = (vcc_v8_uint)d_v_1;
        vcc_v8_uint t7 = u_v_1 ^ t6;
        vcc_store(t5, t7);
        long t8 = i_vec + 16L;
        unsigned int *t9 = &u[t8];
        vcc_v8_uint u_v_2 = vcc_load(vcc_v8_uint, t9);
        vcc_v8_int d_v_2 = vcc_load(vcc_v8_int, &d[t8]);
        vcc_v8_uint t10 = (vcc_v8_uint)d_v_2;
        vcc_v8_uint t11 = u_v_2 ^ t10;
        vcc_store(t9, t11);
        long t12 = i_vec + 24L;
        unsigned int *t13 = &u[t12];
        vcc_v8_uint u_v_3 = vcc_load(vcc_v8_uint, t13);
        vcc_v8_int d_v_3 = vcc_load(vcc_v8_int, &d[t12]);
        vcc_v8_uint t14 = (vcc_v8_uint)d_v_3;
        vcc_v8_uint t15 = u_v_3 ^ t14;
        vcc_store(t13, t15);
        i_vec += 32L;
    } while (i_vec < 576L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t16 = 576L + i_vec_1;
        unsigned int *t17 = &u[t16];
        vcc_v8_uint u_v_4 = vcc_load(vcc_v8_uint, t17);
        vcc_v8_int d_v_4 = vcc_load(vcc_v8_int, &d[t16]);
        vcc_v8_uint t18 = (vcc_v8_uint)d_v_4;
        vcc_v8_uint t19 = u_v_4 ^ t18;
        vcc_store(t17, t19);
        i_vec_1 += 8L;
    } while (i_vec_1 < 24L);
    long i_vec_2 = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        unsigned int *t20 = &u[600L + i_vec_2];
        vcc_v8_uint u_v_5 = vcc_load(vcc_v8_uint, t20);
        vcc_v8_uint t21 = u_v_5 + (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_store(t20, t21);
        unsigned int *t22 = &u[600L + (i_vec_2 + 8L)];
        vcc_v8_uint u_v_6 = vcc_load(vcc_v8_uint, t22);
        vcc_v8_uint t23 = u_v_6 + (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_store(t22, t23);
        unsigned int *t24 = &u[600L + (i_vec_2 + 16L)];
        vcc_v8_uint u_v_7 = vcc_load(vcc_v8_uint, t24);
        vcc_v8_uint t25 = u_v_7 + (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_store(t24, t25);
        unsigned int *t26 = &u[600L + (i_vec_2 + 24L)];
        vcc_v8_uint u_v_8 = vcc_load(vcc_v8_uint, t26);
        vcc_v8_uint t27 = u_v_8 + (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_store(t26, t27);
        i_vec_2 += 32L;
    } while (i_vec_2 < 384L);
    long i_vec_3 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        unsigned int *t28 = &u[984L + i_vec_3];
        vcc_v8_uint u_v_9 = vcc_load(vcc_v8_uint, t28);
        vcc_v8_uint t29 = u_v_9 + (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_store(t28, t29);
        i_vec_3 += 8L;
    } while (i_vec_3 < 16L);
}

/* Not split: the comparison's side is not a constant. */
int limit = 300;
void not_constant(void) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:44 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_v8_int limit_v = (vcc_v8_int){limit, limit, limit, limit, limit, limit, limit, limit};
        vcc_m8 t3 = (vcc_m8)(i_v_2 < limit_v);
        vcc_v8_int d_v = vcc_load(vcc_v8_int, &d[i_vec]);
        vcc_v8_uint t4 = (vcc_v8_uint)d_v;
        vcc_v8_uint t5 = -t4;
        vcc_v8_int t6 = (vcc_v8_int)t5;
        vcc_v8_int d_v_1 = vcc_load(vcc_v8_int, &d[i_vec]);
        vcc_v8_int t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, d_v_1, t6);
        vcc_store(&c[i_vec], t7);
        long t8 = i_vec + 8L;
        vcc_v8_uint t9 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t9;
        vcc_v8_int limit_v_1 = (vcc_v8_int){limit, limit, limit, limit, limit, limit, limit, limit};
        vcc_m8 t10 = (vcc_m8)(i_v_3 < limit_v_1);
        vcc_v8_int d_v_2 = vcc_load(vcc_v8_int, &d[t8]);
        vcc_v8_uint t11 = (vcc_v8_uint)d_v_2;
        vcc_v8_uint t12 = -t11;
        vcc_v8_int t13 = (vcc_v8_int)t12;
        vcc_v8_int d_v_3 = vcc_load(vcc_v8_int, &d[t8]);
        vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, d_v_3, t13);
        vcc_store(&c[t8], t14);
        long t15 = i_vec + 16L;
        vcc_v8_uint t16 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t16;
        vcc_v8_int limit_v_2 = (vcc_v8_int){limit, limit, limit, limit, limit, limit, limit, limit};
        vcc_m8 t17 = (vcc_m8)(i_v_4 < limit_v_2);
        vcc_v8_int d_v_4 = vcc_load(vcc_v8_int, &d[t15]);
        vcc_v8_uint t18 = (vcc_v8_uint)d_v_4;
        vcc_v8_uint t19 = -t18;
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_v8_int d_v_5 = vcc_load(vcc_v8_int, &d[t15]);
        vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, d_v_5, t20);
        vcc_store(&c[t15], t21);
        long t22 = i_vec + 24L;
        vcc_v8_uint t23 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t23;
        vcc_v8_int limit_v_3 = (vcc_v8_int){limit, limit, limit, limit, limit, limit, limit, limit};
        vcc_m8 t24 = (vcc_m8)(i_v_5 < limit_v_3);
        vcc_v8_int d_v_6 = vcc_load(vcc_v8_int, &d[t22]);
        vcc_v8_uint t25 = (vcc_v8_uint)d_v_6;
        vcc_v8_uint t26 = -t25;
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_int d_v_7 = vcc_load(vcc_v8_int, &d[t22]);
        vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, d_v_7, t27);
        vcc_store(&c[t22], t28);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t29 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t30 = (vcc_v8_uint)t29;
    vcc_v8_uint i_v_1 = t30 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t31 = 992L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_v8_int limit_v_4 = (vcc_v8_int){limit, limit, limit, limit, limit, limit, limit, limit};
        vcc_m8 t32 = (vcc_m8)(i_v_6 < limit_v_4);
        vcc_m8 t33 = ~t32;
        vcc_v8_int d_v_8 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&d + (unsigned long)t31 * 4UL), t33);
        vcc_v8_uint t34 = (vcc_v8_uint)d_v_8;
        vcc_v8_uint t35 = -t34;
        vcc_v8_int t36 = (vcc_v8_int)t35;
        vcc_v8_int d_v_9 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&d + (unsigned long)t31 * 4UL), t32);
        vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, d_v_9, t36);
        vcc_store(&c[t31], t37);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
}

/* Not split: the equality holds in the middle (a split would leave a part with it). */
void middle_equal(void) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t3 = (vcc_m8)(i_v_2 == (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_float b_v = vcc_load(vcc_v8_float, &b[i_vec]);
        vcc_v8_float t4 = b_v * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_v8_float t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), t4);
        vcc_store(&a[i_vec], t5);
        long t6 = i_vec + 8L;
        vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t7;
        vcc_m8 t8 = (vcc_m8)(i_v_3 == (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, &b[t6]);
        vcc_v8_float t9 = b_v_1 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), t9);
        vcc_store(&a[t6], t10);
        long t11 = i_vec + 16L;
        vcc_v8_uint t12 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t12;
        vcc_m8 t13 = (vcc_m8)(i_v_4 == (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, &b[t11]);
        vcc_v8_float t14 = b_v_2 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), t14);
        vcc_store(&a[t11], t15);
        long t16 = i_vec + 24L;
        vcc_v8_uint t17 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t17;
        vcc_m8 t18 = (vcc_m8)(i_v_5 == (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, &b[t16]);
        vcc_v8_float t19 = b_v_3 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), t19);
        vcc_store(&a[t16], t20);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t21 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t22 = (vcc_v8_uint)t21;
    vcc_v8_uint i_v_1 = t22 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t23 = 992L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t24 = (vcc_m8)(i_v_6 == (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_m8 t25 = ~t24;
        vcc_v8_float b_v_4 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&b + (unsigned long)t23 * 4UL), t25);
        vcc_v8_float t26 = b_v_4 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
        vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f}), t26);
        vcc_store(&a[t23], t27);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
}

int main(void) {
    int t178;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            vcc_v8_int round_v = (vcc_v8_int){round, round, round, round, round, round, round, round};
            vcc_v8_int t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            vcc_v8_uint i_v = t13 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t14 = vcc_splat(vcc_v8_int, t9 % 101);
            vcc_v8_int t15 = t14 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_m8 t16 = (vcc_m8)(t15 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t18 = (vcc_v8_uint)t15;
            vcc_v8_uint t19 = t18 - t17;
            vcc_v8_int t1 = (vcc_v8_int)t19;
            vcc_v8_int t20 = vcc_splat(vcc_v8_int, t10 % 23);
            vcc_v8_int t21 = t20 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_m8 t22 = (vcc_m8)(t21 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t24 = (vcc_v8_uint)t21;
            vcc_v8_uint t25 = t24 - t23;
            vcc_v8_int t2 = (vcc_v8_int)t25;
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, t11 % 1000);
            vcc_v8_int t27 = t26 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_m8 t28 = (vcc_m8)(t27 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
            vcc_v8_uint t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t30 = (vcc_v8_uint)t27;
            vcc_v8_uint t31 = t30 - t29;
            vcc_v8_int t3 = (vcc_v8_int)t31;
            vcc_v8_int t32 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t33 = t32 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_m8 t34 = (vcc_m8)(t33 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
            vcc_v8_uint t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t36 = (vcc_v8_uint)t33;
            vcc_v8_uint t37 = t36 - t35;
            vcc_v8_int t4 = (vcc_v8_int)t37;
            vcc_v8_uint t38 = (vcc_v8_uint)round_v;
            long i_vec = 0L;
            /* vcc: loop at split_condition.c:56 vectorized: VF 8, UF 4, the remainder at 57:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 58:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 59:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 60:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_v8_float t39 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t40 = t39 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[i_vec], t40);
                vcc_v8_float t41 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t42 = t41 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[i_vec], t42);
                vcc_v8_int t43 = t3 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[i_vec], t43);
                vcc_v8_int t44 = t4 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[i_vec], t44);
                vcc_v8_uint t45 = (vcc_v8_uint)i_v_2;
                vcc_v8_uint t46 = t45 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t47 = t46 + t38;
                vcc_store(&u[i_vec], t47);
                long t48 = i_vec + 8L;
                vcc_v8_uint t49 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t49;
                vcc_v8_int t50 = t1 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_m8 t51 = (vcc_m8)(t50 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t51, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t53 = (vcc_v8_uint)t50;
                vcc_v8_uint t54 = t53 - t52;
                vcc_v8_int t55 = (vcc_v8_int)t54;
                vcc_v8_float t56 = __builtin_convertvector(t55, vcc_v8_float);
                vcc_v8_float t57 = t56 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t48], t57);
                vcc_v8_int t58 = t2 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_m8 t59 = (vcc_m8)(t58 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t61 = (vcc_v8_uint)t58;
                vcc_v8_uint t62 = t61 - t60;
                vcc_v8_int t63 = (vcc_v8_int)t62;
                vcc_v8_float t64 = __builtin_convertvector(t63, vcc_v8_float);
                vcc_v8_float t65 = t64 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t48], t65);
                vcc_v8_int t66 = t3 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_m8 t67 = (vcc_m8)(t66 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t69 = (vcc_v8_uint)t66;
                vcc_v8_uint t70 = t69 - t68;
                vcc_v8_int t71 = (vcc_v8_int)t70;
                vcc_v8_int t72 = t71 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t48], t72);
                vcc_v8_int t73 = t4 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_m8 t74 = (vcc_m8)(t73 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t74, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t76 = (vcc_v8_uint)t73;
                vcc_v8_uint t77 = t76 - t75;
                vcc_v8_int t78 = (vcc_v8_int)t77;
                vcc_v8_int t79 = t78 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t48], t79);
                vcc_v8_uint t80 = (vcc_v8_uint)i_v_3;
                vcc_v8_uint t81 = t80 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t82 = t81 + t38;
                vcc_store(&u[t48], t82);
                long t83 = i_vec + 16L;
                vcc_v8_uint t84 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_4 = (vcc_v8_int)t84;
                vcc_v8_int t85 = t1 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
                vcc_m8 t86 = (vcc_m8)(t85 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t86, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t88 = (vcc_v8_uint)t85;
                vcc_v8_uint t89 = t88 - t87;
                vcc_v8_int t90 = (vcc_v8_int)t89;
                vcc_v8_float t91 = __builtin_convertvector(t90, vcc_v8_float);
                vcc_v8_float t92 = t91 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t83], t92);
                vcc_v8_int t93 = t2 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
                vcc_m8 t94 = (vcc_m8)(t93 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t95 = vcc_select(vcc_v8_int, (vcc_v8_int)t94, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t96 = (vcc_v8_uint)t93;
                vcc_v8_uint t97 = t96 - t95;
                vcc_v8_int t98 = (vcc_v8_int)t97;
                vcc_v8_float t99 = __builtin_convertvector(t98, vcc_v8_float);
                vcc_v8_float t100 = t99 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t83], t100);
                vcc_v8_int t101 = t3 + (vcc_v8_int){704, 704, 704, 704, 704, 704, 704, 704};
                vcc_m8 t102 = (vcc_m8)(t101 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t103 = vcc_select(vcc_v8_int, (vcc_v8_int)t102, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t104 = (vcc_v8_uint)t101;
                vcc_v8_uint t105 = t104 - t103;
                vcc_v8_int t106 = (vcc_v8_int)t105;
                vcc_v8_int t107 = t106 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t83], t107);
                vcc_v8_int t108 = t4 + (vcc_v8_int){452, 452, 452, 452, 452, 452, 452, 452};
                vcc_m8 t109 = (vcc_m8)(t108 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t110 = vcc_select(vcc_v8_int, (vcc_v8_int)t109, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t111 = (vcc_v8_uint)t108;
                vcc_v8_uint t112 = t111 - t110;
                vcc_v8_int t113 = (vcc_v8_int)t112;
                vcc_v8_int t114 = t113 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t83], t114);
                vcc_v8_uint t115 = (vcc_v8_uint)i_v_4;
                vcc_v8_uint t116 = t115 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t117 = t116 + t38;
                vcc_store(&u[t83], t117);
                long t118 = i_vec + 24L;
                vcc_v8_uint t119 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_5 = (vcc_v8_int)t119;
                vcc_v8_int t120 = t1 + (vcc_v8_int){80, 80, 80, 80, 80, 80, 80, 80};
                vcc_m8 t121 = (vcc_m8)(t120 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t122 = vcc_select(vcc_v8_int, (vcc_v8_int)t121, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t123 = (vcc_v8_uint)t120;
                vcc_v8_uint t124 = t123 - t122;
                vcc_v8_int t125 = (vcc_v8_int)t124;
                vcc_v8_float t126 = __builtin_convertvector(t125, vcc_v8_float);
                vcc_v8_float t127 = t126 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t118], t127);
                vcc_v8_int t128 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_m8 t129 = (vcc_m8)(t128 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t130 = vcc_select(vcc_v8_int, (vcc_v8_int)t129, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t131 = (vcc_v8_uint)t128;
                vcc_v8_uint t132 = t131 - t130;
                vcc_v8_int t133 = (vcc_v8_int)t132;
                vcc_v8_float t134 = __builtin_convertvector(t133, vcc_v8_float);
                vcc_v8_float t135 = t134 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t118], t135);
                vcc_v8_int t136 = t3 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                vcc_m8 t137 = (vcc_m8)(t136 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t138 = vcc_select(vcc_v8_int, (vcc_v8_int)t137, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t139 = (vcc_v8_uint)t136;
                vcc_v8_uint t140 = t139 - t138;
                vcc_v8_int t141 = (vcc_v8_int)t140;
                vcc_v8_int t142 = t141 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t118], t142);
                vcc_v8_int t143 = t4 + (vcc_v8_int){678, 678, 678, 678, 678, 678, 678, 678};
                vcc_m8 t144 = (vcc_m8)(t143 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t145 = vcc_select(vcc_v8_int, (vcc_v8_int)t144, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t146 = (vcc_v8_uint)t143;
                vcc_v8_uint t147 = t146 - t145;
                vcc_v8_int t148 = (vcc_v8_int)t147;
                vcc_v8_int t149 = t148 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t118], t149);
                vcc_v8_uint t150 = (vcc_v8_uint)i_v_5;
                vcc_v8_uint t151 = t150 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t152 = t151 + t38;
                vcc_store(&u[t118], t152);
                i_vec += 32L;
                vcc_v8_uint t153 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t154 = t1 + (vcc_v8_int){73, 73, 73, 73, 73, 73, 73, 73};
                vcc_m8 t155 = (vcc_m8)(t154 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t156 = vcc_select(vcc_v8_int, (vcc_v8_int)t155, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t157 = (vcc_v8_uint)t154;
                vcc_v8_uint t158 = t157 - t156;
                vcc_v8_int t159 = (vcc_v8_int)t158;
                vcc_v8_int t160 = t2 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_m8 t161 = (vcc_m8)(t160 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t162 = vcc_select(vcc_v8_int, (vcc_v8_int)t161, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t163 = (vcc_v8_uint)t160;
                vcc_v8_uint t164 = t163 - t162;
                vcc_v8_int t165 = (vcc_v8_int)t164;
                vcc_v8_int t166 = t3 + (vcc_v8_int){408, 408, 408, 408, 408, 408, 408, 408};
                vcc_m8 t167 = (vcc_m8)(t166 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t168 = vcc_select(vcc_v8_int, (vcc_v8_int)t167, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t169 = (vcc_v8_uint)t166;
                vcc_v8_uint t170 = t169 - t168;
                vcc_v8_int t171 = (vcc_v8_int)t170;
                vcc_v8_int t172 = t4 + (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127};
                vcc_m8 t173 = (vcc_m8)(t172 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t174 = vcc_select(vcc_v8_int, (vcc_v8_int)t173, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t175 = (vcc_v8_uint)t172;
                vcc_v8_uint t176 = t175 - t174;
                vcc_v8_int t177 = (vcc_v8_int)t176;
                if (i_vec >= 992L) {
                    break;
                }
                i_v = t153;
                t1 = t159;
                t2 = t165;
                t3 = t171;
                t4 = t177;
            }
            t178 = 992;
        } else {
            t178 = 0;
        }
        long t179 = (long)t178 * -1L + 1000L;
        int t180 = (int)((unsigned int)(int)((unsigned int)t178 * 37U) + (unsigned int)round);
        int t181 = (int)((unsigned int)(int)((unsigned int)t178 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t182 = (int)((unsigned int)(int)((unsigned int)t178 * 7919U) + (unsigned int)round);
        int t183 = (int)((unsigned int)t178 * 104729U);
        if ((t179 >= 8L) & (t180 >= 0) & (t181 >= 0) & (t182 >= 0) & (t183 >= 0)) {
            long t184 = t179 & -8L;
            vcc_v8_int round_v_1 = (vcc_v8_int){round, round, round, round, round, round, round, round};
            vcc_v8_int t185 = (vcc_v8_int){t178, t178, t178, t178, t178, t178, t178, t178};
            vcc_v8_uint t186 = (vcc_v8_uint)t185;
            vcc_v8_uint i_v_1 = t186 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t187 = vcc_splat(vcc_v8_int, t180 % 101);
            vcc_v8_int t188 = t187 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_m8 t189 = (vcc_m8)(t188 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t190 = vcc_select(vcc_v8_int, (vcc_v8_int)t189, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t191 = (vcc_v8_uint)t188;
            vcc_v8_uint t192 = t191 - t190;
            vcc_v8_int t5 = (vcc_v8_int)t192;
            vcc_v8_int t193 = vcc_splat(vcc_v8_int, t181 % 23);
            vcc_v8_int t194 = t193 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_m8 t195 = (vcc_m8)(t194 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t196 = vcc_select(vcc_v8_int, (vcc_v8_int)t195, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t197 = (vcc_v8_uint)t194;
            vcc_v8_uint t198 = t197 - t196;
            vcc_v8_int t6 = (vcc_v8_int)t198;
            vcc_v8_int t199 = vcc_splat(vcc_v8_int, t182 % 1000);
            vcc_v8_int t200 = t199 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_m8 t201 = (vcc_m8)(t200 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
            vcc_v8_uint t202 = vcc_select(vcc_v8_int, (vcc_v8_int)t201, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t203 = (vcc_v8_uint)t200;
            vcc_v8_uint t204 = t203 - t202;
            vcc_v8_int t7 = (vcc_v8_int)t204;
            vcc_v8_int t205 = vcc_splat(vcc_v8_int, t183 % 777);
            vcc_v8_int t206 = t205 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_m8 t207 = (vcc_m8)(t206 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
            vcc_v8_uint t208 = vcc_select(vcc_v8_int, (vcc_v8_int)t207, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t209 = (vcc_v8_uint)t206;
            vcc_v8_uint t210 = t209 - t208;
            vcc_v8_int t8 = (vcc_v8_int)t210;
            vcc_v8_uint t211 = (vcc_v8_uint)round_v_1;
            long i_vec_1 = 0L;
            /* vcc: loop at split_condition.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t212 = (long)t178 + i_vec_1;
                vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
                vcc_v8_float t213 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_v8_float t214 = t213 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t212], t214);
                vcc_v8_float t215 = __builtin_convertvector(t6, vcc_v8_float);
                vcc_v8_float t216 = t215 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t212], t216);
                vcc_v8_int t217 = t7 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t212], t217);
                vcc_v8_int t218 = t8 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t212], t218);
                vcc_v8_uint t219 = (vcc_v8_uint)i_v_6;
                vcc_v8_uint t220 = t219 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t221 = t220 + t211;
                vcc_store(&u[t212], t221);
                i_vec_1 += 8L;
                vcc_v8_uint t222 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t223 = t5 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_m8 t224 = (vcc_m8)(t223 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t225 = vcc_select(vcc_v8_int, (vcc_v8_int)t224, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t226 = (vcc_v8_uint)t223;
                vcc_v8_uint t227 = t226 - t225;
                vcc_v8_int t228 = (vcc_v8_int)t227;
                vcc_v8_int t229 = t6 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_m8 t230 = (vcc_m8)(t229 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t231 = vcc_select(vcc_v8_int, (vcc_v8_int)t230, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t232 = (vcc_v8_uint)t229;
                vcc_v8_uint t233 = t232 - t231;
                vcc_v8_int t234 = (vcc_v8_int)t233;
                vcc_v8_int t235 = t7 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_m8 t236 = (vcc_m8)(t235 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t237 = vcc_select(vcc_v8_int, (vcc_v8_int)t236, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t238 = (vcc_v8_uint)t235;
                vcc_v8_uint t239 = t238 - t237;
                vcc_v8_int t240 = (vcc_v8_int)t239;
                vcc_v8_int t241 = t8 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_m8 t242 = (vcc_m8)(t241 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t243 = vcc_select(vcc_v8_int, (vcc_v8_int)t242, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t244 = (vcc_v8_uint)t241;
                vcc_v8_uint t245 = t244 - t243;
                vcc_v8_int t246 = (vcc_v8_int)t245;
                if (i_vec_1 >= t184) {
                    break;
                }
                i_v_1 = t222;
                t5 = t228;
                t6 = t234;
                t7 = t240;
                t8 = t246;
            }
            i = (int)((long)t178 + t184);
        } else {
            i = t178;
        }
        for (; i < 1000; i++) {
            long t247 = (long)i;
            a[t247] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t247] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t247] = (i * 7919 + round) % 1000 - 500;
            d[t247] = i * 104729 % 777 - 300;
            u[t247] = (unsigned int)i * 2654435761U + (unsigned int)round;
        }
        first_iter();
        const void *t248 = (const void *)a;
        printf("%llx", (unsigned long long)hash_bytes(t248, 4000UL));
        last_iter();
        below_eight();
        above_unsigned();
        unsigned long t249 = hash_bytes((const void *)u, 4000UL);
        const void *t250 = (const void *)c;
        unsigned long t251 = hash_bytes(t250, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t248, 4000UL), (unsigned long long)t251, (unsigned long long)t249);
        limit = 100 * round + 5;
        not_constant();
        middle_equal();
        unsigned long t252 = hash_bytes(t250, 4000UL);
        printf(" %llx %llx\n", (unsigned long long)hash_bytes(t248, 4000UL), (unsigned long long)t252);
    }
    return 0;
}
