/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
    int t158;
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
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            vcc_v8_uint t17 = t16 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            vcc_v8_uint t18 = vcc_min(vcc_v8_int, t16, t17);
            vcc_v8_int t1 = (vcc_v8_int)t18;
            vcc_v8_int t19 = vcc_splat(vcc_v8_int, t10 % 23);
            vcc_v8_int t20 = t19 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            vcc_v8_uint t22 = t21 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
            vcc_v8_uint t23 = vcc_min(vcc_v8_int, t21, t22);
            vcc_v8_int t2 = (vcc_v8_int)t23;
            vcc_v8_int t24 = vcc_splat(vcc_v8_int, t11 % 1000);
            vcc_v8_int t25 = t24 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_v8_uint t26 = (vcc_v8_uint)t25;
            vcc_v8_uint t27 = t26 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
            vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
            vcc_v8_int t3 = (vcc_v8_int)t28;
            vcc_v8_int t29 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t30 = t29 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_v8_uint t31 = (vcc_v8_uint)t30;
            vcc_v8_uint t32 = t31 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
            vcc_v8_uint t33 = vcc_min(vcc_v8_int, t31, t32);
            vcc_v8_int t4 = (vcc_v8_int)t33;
            vcc_v8_uint t34 = (vcc_v8_uint)round_v;
            long i_vec = 0L;
            /* vcc: loop at split_condition.c:56 vectorized: VF 8, UF 4, the remainder at 57:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 58:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 59:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 60:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_v8_float t35 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t36 = t35 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[i_vec], t36);
                vcc_v8_float t37 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t38 = t37 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[i_vec], t38);
                vcc_v8_int t39 = t3 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[i_vec], t39);
                vcc_v8_int t40 = t4 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[i_vec], t40);
                vcc_v8_uint t41 = (vcc_v8_uint)i_v_2;
                vcc_v8_uint t42 = t41 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t43 = t42 + t34;
                vcc_store(&u[i_vec], t43);
                long t44 = i_vec + 8L;
                vcc_v8_uint t45 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t45;
                vcc_v8_int t46 = t1 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_v8_uint t47 = (vcc_v8_uint)t46;
                vcc_v8_uint t48 = t47 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t49 = vcc_min(vcc_v8_int, t47, t48);
                vcc_v8_int t50 = (vcc_v8_int)t49;
                vcc_v8_float t51 = __builtin_convertvector(t50, vcc_v8_float);
                vcc_v8_float t52 = t51 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t44], t52);
                vcc_v8_int t53 = t2 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_v8_uint t54 = (vcc_v8_uint)t53;
                vcc_v8_uint t55 = t54 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t56 = vcc_min(vcc_v8_int, t54, t55);
                vcc_v8_int t57 = (vcc_v8_int)t56;
                vcc_v8_float t58 = __builtin_convertvector(t57, vcc_v8_float);
                vcc_v8_float t59 = t58 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t44], t59);
                vcc_v8_int t60 = t3 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_v8_uint t61 = (vcc_v8_uint)t60;
                vcc_v8_uint t62 = t61 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t63 = vcc_min(vcc_v8_int, t61, t62);
                vcc_v8_int t64 = (vcc_v8_int)t63;
                vcc_v8_int t65 = t64 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t44], t65);
                vcc_v8_int t66 = t4 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_v8_uint t67 = (vcc_v8_uint)t66;
                vcc_v8_uint t68 = t67 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t69 = vcc_min(vcc_v8_int, t67, t68);
                vcc_v8_int t70 = (vcc_v8_int)t69;
                vcc_v8_int t71 = t70 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t44], t71);
                vcc_v8_uint t72 = (vcc_v8_uint)i_v_3;
                vcc_v8_uint t73 = t72 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t74 = t73 + t34;
                vcc_store(&u[t44], t74);
                long t75 = i_vec + 16L;
                vcc_v8_uint t76 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_4 = (vcc_v8_int)t76;
                vcc_v8_int t77 = t1 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
                vcc_v8_uint t78 = (vcc_v8_uint)t77;
                vcc_v8_uint t79 = t78 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t80 = vcc_min(vcc_v8_int, t78, t79);
                vcc_v8_int t81 = (vcc_v8_int)t80;
                vcc_v8_float t82 = __builtin_convertvector(t81, vcc_v8_float);
                vcc_v8_float t83 = t82 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t75], t83);
                vcc_v8_int t84 = t2 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
                vcc_v8_uint t85 = (vcc_v8_uint)t84;
                vcc_v8_uint t86 = t85 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t87 = vcc_min(vcc_v8_int, t85, t86);
                vcc_v8_int t88 = (vcc_v8_int)t87;
                vcc_v8_float t89 = __builtin_convertvector(t88, vcc_v8_float);
                vcc_v8_float t90 = t89 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t75], t90);
                vcc_v8_int t91 = t3 + (vcc_v8_int){704, 704, 704, 704, 704, 704, 704, 704};
                vcc_v8_uint t92 = (vcc_v8_uint)t91;
                vcc_v8_uint t93 = t92 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t94 = vcc_min(vcc_v8_int, t92, t93);
                vcc_v8_int t95 = (vcc_v8_int)t94;
                vcc_v8_int t96 = t95 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t75], t96);
                vcc_v8_int t97 = t4 + (vcc_v8_int){452, 452, 452, 452, 452, 452, 452, 452};
                vcc_v8_uint t98 = (vcc_v8_uint)t97;
                vcc_v8_uint t99 = t98 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t100 = vcc_min(vcc_v8_int, t98, t99);
                vcc_v8_int t101 = (vcc_v8_int)t100;
                vcc_v8_int t102 = t101 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t75], t102);
                vcc_v8_uint t103 = (vcc_v8_uint)i_v_4;
                vcc_v8_uint t104 = t103 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t105 = t104 + t34;
                vcc_store(&u[t75], t105);
                long t106 = i_vec + 24L;
                vcc_v8_uint t107 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_5 = (vcc_v8_int)t107;
                vcc_v8_int t108 = t1 + (vcc_v8_int){80, 80, 80, 80, 80, 80, 80, 80};
                vcc_v8_uint t109 = (vcc_v8_uint)t108;
                vcc_v8_uint t110 = t109 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t111 = vcc_min(vcc_v8_int, t109, t110);
                vcc_v8_int t112 = (vcc_v8_int)t111;
                vcc_v8_float t113 = __builtin_convertvector(t112, vcc_v8_float);
                vcc_v8_float t114 = t113 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t106], t114);
                vcc_v8_int t115 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_v8_uint t116 = (vcc_v8_uint)t115;
                vcc_v8_uint t117 = t116 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t118 = vcc_min(vcc_v8_int, t116, t117);
                vcc_v8_int t119 = (vcc_v8_int)t118;
                vcc_v8_float t120 = __builtin_convertvector(t119, vcc_v8_float);
                vcc_v8_float t121 = t120 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t106], t121);
                vcc_v8_int t122 = t3 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                vcc_v8_uint t123 = (vcc_v8_uint)t122;
                vcc_v8_uint t124 = t123 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t125 = vcc_min(vcc_v8_int, t123, t124);
                vcc_v8_int t126 = (vcc_v8_int)t125;
                vcc_v8_int t127 = t126 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t106], t127);
                vcc_v8_int t128 = t4 + (vcc_v8_int){678, 678, 678, 678, 678, 678, 678, 678};
                vcc_v8_uint t129 = (vcc_v8_uint)t128;
                vcc_v8_uint t130 = t129 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t131 = vcc_min(vcc_v8_int, t129, t130);
                vcc_v8_int t132 = (vcc_v8_int)t131;
                vcc_v8_int t133 = t132 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t106], t133);
                vcc_v8_uint t134 = (vcc_v8_uint)i_v_5;
                vcc_v8_uint t135 = t134 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t136 = t135 + t34;
                vcc_store(&u[t106], t136);
                i_vec += 32L;
                vcc_v8_uint t137 = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t138 = t1 + (vcc_v8_int){73, 73, 73, 73, 73, 73, 73, 73};
                vcc_v8_uint t139 = (vcc_v8_uint)t138;
                vcc_v8_uint t140 = t139 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t141 = vcc_min(vcc_v8_int, t139, t140);
                vcc_v8_int t142 = (vcc_v8_int)t141;
                vcc_v8_int t143 = t2 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_uint t144 = (vcc_v8_uint)t143;
                vcc_v8_uint t145 = t144 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t146 = vcc_min(vcc_v8_int, t144, t145);
                vcc_v8_int t147 = (vcc_v8_int)t146;
                vcc_v8_int t148 = t3 + (vcc_v8_int){408, 408, 408, 408, 408, 408, 408, 408};
                vcc_v8_uint t149 = (vcc_v8_uint)t148;
                vcc_v8_uint t150 = t149 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t151 = vcc_min(vcc_v8_int, t149, t150);
                vcc_v8_int t152 = (vcc_v8_int)t151;
                vcc_v8_int t153 = t4 + (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127};
                vcc_v8_uint t154 = (vcc_v8_uint)t153;
                vcc_v8_uint t155 = t154 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t156 = vcc_min(vcc_v8_int, t154, t155);
                vcc_v8_int t157 = (vcc_v8_int)t156;
                if (i_vec >= 992L) {
                    break;
                }
                i_v = t137;
                t1 = t142;
                t2 = t147;
                t3 = t152;
                t4 = t157;
            }
            t158 = 992;
        } else {
            t158 = 0;
        }
        long t159 = (long)t158 * -1L + 1000L;
        int t160 = (int)((unsigned int)(int)((unsigned int)t158 * 37U) + (unsigned int)round);
        int t161 = (int)((unsigned int)(int)((unsigned int)t158 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t162 = (int)((unsigned int)(int)((unsigned int)t158 * 7919U) + (unsigned int)round);
        int t163 = (int)((unsigned int)t158 * 104729U);
        if ((t159 >= 8L) & (t160 >= 0) & (t161 >= 0) & (t162 >= 0) & (t163 >= 0)) {
            long t164 = t159 & -8L;
            vcc_v8_int round_v_1 = (vcc_v8_int){round, round, round, round, round, round, round, round};
            vcc_v8_int t165 = (vcc_v8_int){t158, t158, t158, t158, t158, t158, t158, t158};
            vcc_v8_uint t166 = (vcc_v8_uint)t165;
            vcc_v8_uint i_v_1 = t166 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t167 = vcc_splat(vcc_v8_int, t160 % 101);
            vcc_v8_int t168 = t167 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_v8_uint t169 = (vcc_v8_uint)t168;
            vcc_v8_uint t170 = t169 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            vcc_v8_uint t171 = vcc_min(vcc_v8_int, t169, t170);
            vcc_v8_int t5 = (vcc_v8_int)t171;
            vcc_v8_int t172 = vcc_splat(vcc_v8_int, t161 % 23);
            vcc_v8_int t173 = t172 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_v8_uint t174 = (vcc_v8_uint)t173;
            vcc_v8_uint t175 = t174 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
            vcc_v8_uint t176 = vcc_min(vcc_v8_int, t174, t175);
            vcc_v8_int t6 = (vcc_v8_int)t176;
            vcc_v8_int t177 = vcc_splat(vcc_v8_int, t162 % 1000);
            vcc_v8_int t178 = t177 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_v8_uint t179 = (vcc_v8_uint)t178;
            vcc_v8_uint t180 = t179 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
            vcc_v8_uint t181 = vcc_min(vcc_v8_int, t179, t180);
            vcc_v8_int t7 = (vcc_v8_int)t181;
            vcc_v8_int t182 = vcc_splat(vcc_v8_int, t163 % 777);
            vcc_v8_int t183 = t182 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_v8_uint t184 = (vcc_v8_uint)t183;
            vcc_v8_uint t185 = t184 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
            vcc_v8_uint t186 = vcc_min(vcc_v8_int, t184, t185);
            vcc_v8_int t8 = (vcc_v8_int)t186;
            vcc_v8_uint t187 = (vcc_v8_uint)round_v_1;
            long i_vec_1 = 0L;
            /* vcc: loop at split_condition.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t188 = (long)t158 + i_vec_1;
                vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
                vcc_v8_float t189 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_v8_float t190 = t189 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t188], t190);
                vcc_v8_float t191 = __builtin_convertvector(t6, vcc_v8_float);
                vcc_v8_float t192 = t191 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t188], t192);
                vcc_v8_int t193 = t7 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t188], t193);
                vcc_v8_int t194 = t8 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t188], t194);
                vcc_v8_uint t195 = (vcc_v8_uint)i_v_6;
                vcc_v8_uint t196 = t195 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
                vcc_v8_uint t197 = t196 + t187;
                vcc_store(&u[t188], t197);
                i_vec_1 += 8L;
                vcc_v8_uint t198 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t199 = t5 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_v8_uint t200 = (vcc_v8_uint)t199;
                vcc_v8_uint t201 = t200 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t202 = vcc_min(vcc_v8_int, t200, t201);
                vcc_v8_int t203 = (vcc_v8_int)t202;
                vcc_v8_int t204 = t6 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_v8_uint t205 = (vcc_v8_uint)t204;
                vcc_v8_uint t206 = t205 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t207 = vcc_min(vcc_v8_int, t205, t206);
                vcc_v8_int t208 = (vcc_v8_int)t207;
                vcc_v8_int t209 = t7 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_v8_uint t210 = (vcc_v8_uint)t209;
                vcc_v8_uint t211 = t210 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t212 = vcc_min(vcc_v8_int, t210, t211);
                vcc_v8_int t213 = (vcc_v8_int)t212;
                vcc_v8_int t214 = t8 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_v8_uint t215 = (vcc_v8_uint)t214;
                vcc_v8_uint t216 = t215 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t217 = vcc_min(vcc_v8_int, t215, t216);
                vcc_v8_int t218 = (vcc_v8_int)t217;
                if (i_vec_1 >= t164) {
                    break;
                }
                i_v_1 = t198;
                t5 = t203;
                t6 = t208;
                t7 = t213;
                t8 = t218;
            }
            i = (int)((long)t158 + t164);
        } else {
            i = t158;
        }
        for (; i < 1000; i++) {
            long t219 = (long)i;
            a[t219] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t219] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t219] = (i * 7919 + round) % 1000 - 500;
            d[t219] = i * 104729 % 777 - 300;
            u[t219] = (unsigned int)i * 2654435761U + (unsigned int)round;
        }
        first_iter();
        const void *t220 = (const void *)a;
        printf("%llx", (unsigned long long)hash_bytes(t220, 4000UL));
        last_iter();
        below_eight();
        above_unsigned();
        unsigned long t221 = hash_bytes((const void *)u, 4000UL);
        const void *t222 = (const void *)c;
        unsigned long t223 = hash_bytes(t222, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t220, 4000UL), (unsigned long long)t223, (unsigned long long)t221);
        limit = 100 * round + 5;
        not_constant();
        middle_equal();
        unsigned long t224 = hash_bytes(t222, 4000UL);
        printf(" %llx %llx\n", (unsigned long long)hash_bytes(t220, 4000UL), (unsigned long long)t224);
    }
    return 0;
}
