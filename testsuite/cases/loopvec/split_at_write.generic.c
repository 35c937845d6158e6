/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned int vcc_v32_uint __attribute__((vector_size(128)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 13 */
/* Loops that read one element their own store writes in some iteration K (`split_loops.rs`):
 * split after K, each part reads the element before it (`hoist_loads.rs`) and vectorizes. Both
 * parts are loops of their own here (the first part of `first` runs one iteration). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The middle element. */
extern __typeof__(a) a __attribute__((aligned(32)));
extern __typeof__(b) b __attribute__((aligned(32)));
void middle(void) {
    float t1 = a[500];
    vcc_v8_float a_v = (vcc_v8_float){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_v8_float t2 = a_v * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_float b_v = vcc_load(vcc_v8_float, &b[i_vec]);
        vcc_v8_float t3 = t2 + b_v;
        vcc_store(&a[i_vec], t3);
        long t4 = i_vec + 8L;
        vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, &b[t4]);
        vcc_v8_float t5 = t2 + b_v_1;
        vcc_store(&a[t4], t5);
        long t6 = i_vec + 16L;
        vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, &b[t6]);
        vcc_v8_float t7 = t2 + b_v_2;
        vcc_store(&a[t6], t7);
        long t8 = i_vec + 24L;
        vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, &b[t8]);
        vcc_v8_float t9 = t2 + b_v_3;
        vcc_store(&a[t8], t9);
        i_vec += 32L;
    } while (i_vec < 480L);
    vcc_v8_float a_v_1 = (vcc_v8_float){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_v8_float t10 = a_v_1 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t11 = 480L + i_vec_1;
        vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, &b[t11]);
        vcc_v8_float t12 = t10 + b_v_4;
        vcc_store(&a[t11], t12);
        i_vec_1 += 8L;
    } while (i_vec_1 < 16L);
    for (int i = 496; i < 501; i++) {
        long t13 = (long)i;
        a[t13] = t1 * 0.25f + b[t13];
    }
    float t14 = a[500];
    vcc_v8_float a_v_2 = (vcc_v8_float){t14, t14, t14, t14, t14, t14, t14, t14};
    vcc_v8_float t15 = a_v_2 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t16 = 501L + i_vec_2;
        vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, &b[t16]);
        vcc_v8_float t17 = t15 + b_v_5;
        vcc_store(&a[t16], t17);
        long t18 = 501L + (i_vec_2 + 8L);
        vcc_v8_float b_v_6 = vcc_load(vcc_v8_float, &b[t18]);
        vcc_v8_float t19 = t15 + b_v_6;
        vcc_store(&a[t18], t19);
        long t20 = 501L + (i_vec_2 + 16L);
        vcc_v8_float b_v_7 = vcc_load(vcc_v8_float, &b[t20]);
        vcc_v8_float t21 = t15 + b_v_7;
        vcc_store(&a[t20], t21);
        long t22 = 501L + (i_vec_2 + 24L);
        vcc_v8_float b_v_8 = vcc_load(vcc_v8_float, &b[t22]);
        vcc_v8_float t23 = t15 + b_v_8;
        vcc_store(&a[t22], t23);
        i_vec_2 += 32L;
    } while (i_vec_2 < 480L);
    vcc_v8_float a_v_3 = (vcc_v8_float){t14, t14, t14, t14, t14, t14, t14, t14};
    vcc_v8_float t24 = a_v_3 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    long i_vec_3 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t25 = 981L + i_vec_3;
        vcc_v8_float b_v_9 = vcc_load(vcc_v8_float, &b[t25]);
        vcc_v8_float t26 = t24 + b_v_9;
        vcc_store(&a[t25], t26);
        i_vec_3 += 8L;
    } while (i_vec_3 < 16L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t27 = (long)i_1;
        a[t27] = t14 * 0.25f + b[t27];
    }
}

/* The first element, written by the first iteration. */
extern __typeof__(c) c __attribute__((aligned(32)));
extern __typeof__(d) d __attribute__((aligned(32)));
void first(void) {
    int t1 = c[0];
    for (int i = 0; i < 1; i++) {
        long t2 = (long)i;
        c[t2] = t1 * 3 + d[t2];
    }
    int t3 = c[0];
    vcc_v8_int c_v = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
    vcc_v8_int t4 = c_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:19 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t5 = 1L + i_vec;
        vcc_v8_int d_v = vcc_load(vcc_v8_int, &d[t5]);
        vcc_v8_int t6 = t4 + d_v;
        vcc_store(&c[t5], t6);
        long t7 = 1L + (i_vec + 8L);
        vcc_v8_int d_v_1 = vcc_load(vcc_v8_int, &d[t7]);
        vcc_v8_int t8 = t4 + d_v_1;
        vcc_store(&c[t7], t8);
        long t9 = 1L + (i_vec + 16L);
        vcc_v8_int d_v_2 = vcc_load(vcc_v8_int, &d[t9]);
        vcc_v8_int t10 = t4 + d_v_2;
        vcc_store(&c[t9], t10);
        long t11 = 1L + (i_vec + 24L);
        vcc_v8_int d_v_3 = vcc_load(vcc_v8_int, &d[t11]);
        vcc_v8_int t12 = t4 + d_v_3;
        vcc_store(&c[t11], t12);
        i_vec += 32L;
    } while (i_vec < 992L);
    for (int i_1 = 993; i_1 < 1000; i_1++) {
        long t13 = (long)i_1;
        c[t13] = t3 * 3 + d[t13];
    }
}

/* Up to and including a bound, with a sum carried across the split. */
long up_to(void) {
    int t1 = c[300];
    vcc_v4_int c_v = (vcc_v4_int){t1, t1, t1, t1};
    long i_vec = 0L;
    vcc_v4_ulong sum_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    vcc_v4_ulong sum_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    vcc_v4_ulong sum_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    vcc_v4_ulong sum_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    /* vcc: loop at split_at_write.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t2 = 3L + i_vec;
        int *t3 = &d[t2];
        vcc_v4_int d_v = vcc_load(vcc_v4_int, t3);
        vcc_v4_int t4 = c_v - d_v;
        vcc_store(&c[t2], t4);
        vcc_v4_int d_v_1 = vcc_load(vcc_v4_int, t3);
        vcc_v4_long t5 = __builtin_convertvector(d_v_1, vcc_v4_long);
        vcc_v4_ulong t6 = (vcc_v4_ulong)t5;
        sum_v = sum_v + t6;
        long t7 = 3L + (i_vec + 4L);
        int *t8 = &d[t7];
        vcc_v4_int d_v_2 = vcc_load(vcc_v4_int, t8);
        vcc_v4_int t9 = c_v - d_v_2;
        vcc_store(&c[t7], t9);
        vcc_v4_int d_v_3 = vcc_load(vcc_v4_int, t8);
        vcc_v4_long t10 = __builtin_convertvector(d_v_3, vcc_v4_long);
        vcc_v4_ulong t11 = (vcc_v4_ulong)t10;
        sum_v_1 = sum_v_1 + t11;
        long t12 = 3L + (i_vec + 8L);
        int *t13 = &d[t12];
        vcc_v4_int d_v_4 = vcc_load(vcc_v4_int, t13);
        vcc_v4_int t14 = c_v - d_v_4;
        vcc_store(&c[t12], t14);
        vcc_v4_int d_v_5 = vcc_load(vcc_v4_int, t13);
        vcc_v4_long t15 = __builtin_convertvector(d_v_5, vcc_v4_long);
        vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
        sum_v_2 = sum_v_2 + t16;
        long t17 = 3L + (i_vec + 12L);
        int *t18 = &d[t17];
        vcc_v4_int d_v_6 = vcc_load(vcc_v4_int, t18);
        vcc_v4_int t19 = c_v - d_v_6;
        vcc_store(&c[t17], t19);
        vcc_v4_int d_v_7 = vcc_load(vcc_v4_int, t18);
        vcc_v4_long t20 = __builtin_convertvector(d_v_7, vcc_v4_long);
        vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
        sum_v_3 = sum_v_3 + t21;
        i_vec += 16L;
    } while (i_vec < 288L);
    vcc_v4_ulong t22 = sum_v + sum_v_1;
    vcc_v4_ulong t23 = t22 + sum_v_2;
    vcc_v4_ulong t24 = t23 + sum_v_3;
    long t25 = (long)vcc_reduce(unsigned long, t24, +);
    vcc_v4_int c_v_1 = (vcc_v4_int){t1, t1, t1, t1};
    long i_vec_1 = 0L;
    vcc_v4_ulong sum_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t26 = 291L + i_vec_1;
        int *t27 = &d[t26];
        vcc_v4_int d_v_8 = vcc_load(vcc_v4_int, t27);
        vcc_v4_int t28 = c_v_1 - d_v_8;
        vcc_store(&c[t26], t28);
        vcc_v4_int d_v_9 = vcc_load(vcc_v4_int, t27);
        vcc_v4_long t29 = __builtin_convertvector(d_v_9, vcc_v4_long);
        vcc_v4_ulong t30 = (vcc_v4_ulong)t29;
        sum_v_4 = sum_v_4 + t30;
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    long sum = (long)((unsigned long)t25 + vcc_reduce(unsigned long, sum_v_4, +));
    for (int i = 299; i <= 300; i++) {
        long t31 = (long)i;
        int *t32 = &d[t31];
        c[t31] = t1 - *t32;
        sum += (long)*t32;
    }
    int t33 = c[300];
    vcc_v4_int c_v_2 = (vcc_v4_int){t33, t33, t33, t33};
    long i_vec_2 = 0L;
    vcc_v4_ulong sum_v_5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    vcc_v4_ulong sum_v_6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    vcc_v4_ulong sum_v_7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    vcc_v4_ulong sum_v_8 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    /* vcc: loop at split_at_write.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t34 = 301L + i_vec_2;
        int *t35 = &d[t34];
        vcc_v4_int d_v_10 = vcc_load(vcc_v4_int, t35);
        vcc_v4_int t36 = c_v_2 - d_v_10;
        vcc_store(&c[t34], t36);
        vcc_v4_int d_v_11 = vcc_load(vcc_v4_int, t35);
        vcc_v4_long t37 = __builtin_convertvector(d_v_11, vcc_v4_long);
        vcc_v4_ulong t38 = (vcc_v4_ulong)t37;
        sum_v_5 = sum_v_5 + t38;
        long t39 = 301L + (i_vec_2 + 4L);
        int *t40 = &d[t39];
        vcc_v4_int d_v_12 = vcc_load(vcc_v4_int, t40);
        vcc_v4_int t41 = c_v_2 - d_v_12;
        vcc_store(&c[t39], t41);
        vcc_v4_int d_v_13 = vcc_load(vcc_v4_int, t40);
        vcc_v4_long t42 = __builtin_convertvector(d_v_13, vcc_v4_long);
        vcc_v4_ulong t43 = (vcc_v4_ulong)t42;
        sum_v_6 = sum_v_6 + t43;
        long t44 = 301L + (i_vec_2 + 8L);
        int *t45 = &d[t44];
        vcc_v4_int d_v_14 = vcc_load(vcc_v4_int, t45);
        vcc_v4_int t46 = c_v_2 - d_v_14;
        vcc_store(&c[t44], t46);
        vcc_v4_int d_v_15 = vcc_load(vcc_v4_int, t45);
        vcc_v4_long t47 = __builtin_convertvector(d_v_15, vcc_v4_long);
        vcc_v4_ulong t48 = (vcc_v4_ulong)t47;
        sum_v_7 = sum_v_7 + t48;
        long t49 = 301L + (i_vec_2 + 12L);
        int *t50 = &d[t49];
        vcc_v4_int d_v_16 = vcc_load(vcc_v4_int, t50);
        vcc_v4_int t51 = c_v_2 - d_v_16;
        vcc_store(&c[t49], t51);
        vcc_v4_int d_v_17 = vcc_load(vcc_v4_int, t50);
        vcc_v4_long t52 = __builtin_convertvector(d_v_17, vcc_v4_long);
        vcc_v4_ulong t53 = (vcc_v4_ulong)t52;
        sum_v_8 = sum_v_8 + t53;
        i_vec_2 += 16L;
    } while (i_vec_2 < 592L);
    vcc_v4_ulong t54 = sum_v_5 + sum_v_6;
    vcc_v4_ulong t55 = t54 + sum_v_7;
    vcc_v4_ulong t56 = t55 + sum_v_8;
    long t57 = (long)((unsigned long)sum + vcc_reduce(unsigned long, t56, +));
    vcc_v4_int c_v_3 = (vcc_v4_int){t33, t33, t33, t33};
    long i_vec_3 = 0L;
    vcc_v4_ulong sum_v_9 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t58 = 893L + i_vec_3;
        int *t59 = &d[t58];
        vcc_v4_int d_v_18 = vcc_load(vcc_v4_int, t59);
        vcc_v4_int t60 = c_v_3 - d_v_18;
        vcc_store(&c[t58], t60);
        vcc_v4_int d_v_19 = vcc_load(vcc_v4_int, t59);
        vcc_v4_long t61 = __builtin_convertvector(d_v_19, vcc_v4_long);
        vcc_v4_ulong t62 = (vcc_v4_ulong)t61;
        sum_v_9 = sum_v_9 + t62;
        i_vec_3 += 4L;
    } while (i_vec_3 < 8L);
    long t63 = (long)((unsigned long)t57 + vcc_reduce(unsigned long, sum_v_9, +));
    return t63;
}

/* Walking down. */
void down(void) {
    float t1 = a[700];
    vcc_v8_float a_v = (vcc_v8_float){t1, t1, t1, t1, t1, t1, t1, t1};
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t2 = 999L + i_vec * -1L;
        vcc_v8_float t3 = vcc_load(vcc_v8_float, &b[t2] + -7);
        vcc_v8_float t4 = t3 - a_v;
        vcc_store(&a[t2] + -7, t4);
        long t5 = 999L + (i_vec + 8L) * -1L;
        vcc_v8_float t6 = vcc_load(vcc_v8_float, &b[t5] + -7);
        vcc_v8_float t7 = t6 - a_v;
        vcc_store(&a[t5] + -7, t7);
        long t8 = 999L + (i_vec + 16L) * -1L;
        vcc_v8_float t9 = vcc_load(vcc_v8_float, &b[t8] + -7);
        vcc_v8_float t10 = t9 - a_v;
        vcc_store(&a[t8] + -7, t10);
        long t11 = 999L + (i_vec + 24L) * -1L;
        vcc_v8_float t12 = vcc_load(vcc_v8_float, &b[t11] + -7);
        vcc_v8_float t13 = t12 - a_v;
        vcc_store(&a[t11] + -7, t13);
        i_vec += 32L;
    } while (i_vec < 288L);
    vcc_v8_float a_v_1 = (vcc_v8_float){t1, t1, t1, t1, t1, t1, t1, t1};
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t14 = 711L + i_vec_1 * -1L;
        vcc_v8_float t15 = vcc_load(vcc_v8_float, &b[t14] + -7);
        vcc_v8_float t16 = t15 - a_v_1;
        vcc_store(&a[t14] + -7, t16);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 703; i > 699; i--) {
        long t17 = (long)i;
        a[t17] = b[t17] - t1;
    }
    float t18 = a[700];
    vcc_v8_float a_v_2 = (vcc_v8_float){t18, t18, t18, t18, t18, t18, t18, t18};
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t19 = 699L + i_vec_2 * -1L;
        vcc_v8_float t20 = vcc_load(vcc_v8_float, &b[t19] + -7);
        vcc_v8_float t21 = t20 - a_v_2;
        vcc_store(&a[t19] + -7, t21);
        long t22 = 699L + (i_vec_2 + 8L) * -1L;
        vcc_v8_float t23 = vcc_load(vcc_v8_float, &b[t22] + -7);
        vcc_v8_float t24 = t23 - a_v_2;
        vcc_store(&a[t22] + -7, t24);
        long t25 = 699L + (i_vec_2 + 16L) * -1L;
        vcc_v8_float t26 = vcc_load(vcc_v8_float, &b[t25] + -7);
        vcc_v8_float t27 = t26 - a_v_2;
        vcc_store(&a[t25] + -7, t27);
        long t28 = 699L + (i_vec_2 + 24L) * -1L;
        vcc_v8_float t29 = vcc_load(vcc_v8_float, &b[t28] + -7);
        vcc_v8_float t30 = t29 - a_v_2;
        vcc_store(&a[t28] + -7, t30);
        i_vec_2 += 32L;
    } while (i_vec_2 < 672L);
    vcc_v8_float a_v_3 = (vcc_v8_float){t18, t18, t18, t18, t18, t18, t18, t18};
    long i_vec_3 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t31 = 27L + i_vec_3 * -1L;
        vcc_v8_float t32 = vcc_load(vcc_v8_float, &b[t31] + -7);
        vcc_v8_float t33 = t32 - a_v_3;
        vcc_store(&a[t31] + -7, t33);
        i_vec_3 += 8L;
    } while (i_vec_3 < 24L);
    for (int i_1 = 3; i_1 > 0; i_1--) {
        long t34 = (long)i_1;
        a[t34] = b[t34] - t18;
    }
}

/* Reads from the top while writing from the bottom: split where they meet. */
void cross(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_float t1 = vcc_load(vcc_v8_float, &a[999 - (int)i_vec] + -7);
        vcc_v8_float a_v = __builtin_shufflevector(t1, t1, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t2 = &b[i_vec];
        vcc_v8_float b_v = vcc_load(vcc_v8_float, t2);
        vcc_v8_float x_v = a_v + b_v;
        vcc_v8_float t3 = x_v - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[i_vec], t3);
        vcc_store(t2, x_v);
        long t4 = i_vec + 8L;
        vcc_v8_float t5 = vcc_load(vcc_v8_float, &a[999 - (int)t4] + -7);
        vcc_v8_float a_v_1 = __builtin_shufflevector(t5, t5, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t6 = &b[t4];
        vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, t6);
        vcc_v8_float x_v_1 = a_v_1 + b_v_1;
        vcc_v8_float t7 = x_v_1 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[t4], t7);
        vcc_store(t6, x_v_1);
        long t8 = i_vec + 16L;
        vcc_v8_float t9 = vcc_load(vcc_v8_float, &a[999 - (int)t8] + -7);
        vcc_v8_float a_v_2 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t10 = &b[t8];
        vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, t10);
        vcc_v8_float x_v_2 = a_v_2 + b_v_2;
        vcc_v8_float t11 = x_v_2 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[t8], t11);
        vcc_store(t10, x_v_2);
        long t12 = i_vec + 24L;
        vcc_v8_float t13 = vcc_load(vcc_v8_float, &a[999 - (int)t12] + -7);
        vcc_v8_float a_v_3 = __builtin_shufflevector(t13, t13, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t14 = &b[t12];
        vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, t14);
        vcc_v8_float x_v_3 = a_v_3 + b_v_3;
        vcc_v8_float t15 = x_v_3 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[t12], t15);
        vcc_store(t14, x_v_3);
        i_vec += 32L;
    } while (i_vec < 480L);
    for (int i = 480; i < 500; i++) {
        long t16 = (long)i;
        float *t17 = &b[t16];
        float x = a[999 - i] + *t17;
        a[t16] = x - 1.0f;
        *t17 = x;
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t18 = 500L + i_vec_1;
        vcc_v8_float t19 = vcc_load(vcc_v8_float, &a[999 - (int)t18] + -7);
        vcc_v8_float a_v_4 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t20 = &b[t18];
        vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, t20);
        vcc_v8_float x_v_4 = a_v_4 + b_v_4;
        vcc_v8_float t21 = x_v_4 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[t18], t21);
        vcc_store(t20, x_v_4);
        long t22 = 500L + (i_vec_1 + 8L);
        vcc_v8_float t23 = vcc_load(vcc_v8_float, &a[999 - (int)t22] + -7);
        vcc_v8_float a_v_5 = __builtin_shufflevector(t23, t23, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t24 = &b[t22];
        vcc_v8_float b_v_5 = vcc_load(vcc_v8_float, t24);
        vcc_v8_float x_v_5 = a_v_5 + b_v_5;
        vcc_v8_float t25 = x_v_5 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[t22], t25);
        vcc_store(t24, x_v_5);
        long t26 = 500L + (i_vec_1 + 16L);
        vcc_v8_float t27 = vcc_load(vcc_v8_float, &a[999 - (int)t26] + -7);
        vcc_v8_float a_v_6 = __builtin_shufflevector(t27, t27, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t28 = &b[t26];
        vcc_v8_float b_v_6 = vcc_load(vcc_v8_float, t28);
        vcc_v8_float x_v_6 = a_v_6 + b_v_6;
        vcc_v8_float t29 = x_v_6 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[t26], t29);
        vcc_store(t28, x_v_6);
        long t30 = 500L + (i_vec_1 + 24L);
        vcc_v8_float t31 = vcc_load(vcc_v8_float, &a[999 - (int)t30] + -7);
        vcc_v8_float a_v_7 = __builtin_shufflevector(t31, t31, 7, 6, 5, 4, 3, 2, 1, 0);
        float *t32 = &b[t30];
        vcc_v8_float b_v_7 = vcc_load(vcc_v8_float, t32);
        vcc_v8_float x_v_7 = a_v_7 + b_v_7;
        vcc_v8_float t33 = x_v_7 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_store(&a[t30], t33);
        vcc_store(t32, x_v_7);
        i_vec_1 += 32L;
    } while (i_vec_1 < 480L);
    for (int i_1 = 980; i_1 < 1000; i_1++) {
        long t34 = (long)i_1;
        float *t35 = &b[t34];
        float x_1 = a[999 - i_1] + *t35;
        a[t34] = x_1 - 1.0f;
        *t35 = x_1;
    }
}

/* The same walking down, over an odd count. */
void cross_down(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = 998L + i_vec * -1L;
        vcc_v8_int c_v = vcc_load(vcc_v8_int, &c[998 - (int)t1]);
        vcc_v8_int t2 = c_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t3 = vcc_load(vcc_v8_int, &d[t1] + -7);
        vcc_v8_int d_v = __builtin_shufflevector(t3, t3, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t4 = t2 + d_v;
        vcc_v8_int t5 = __builtin_shufflevector(t4, t4, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t1] + -7, t5);
        long t6 = 998L + (i_vec + 8L) * -1L;
        vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, &c[998 - (int)t6]);
        vcc_v8_int t7 = c_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t8 = vcc_load(vcc_v8_int, &d[t6] + -7);
        vcc_v8_int d_v_1 = __builtin_shufflevector(t8, t8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t9 = t7 + d_v_1;
        vcc_v8_int t10 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t6] + -7, t10);
        long t11 = 998L + (i_vec + 16L) * -1L;
        vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, &c[998 - (int)t11]);
        vcc_v8_int t12 = c_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t13 = vcc_load(vcc_v8_int, &d[t11] + -7);
        vcc_v8_int d_v_2 = __builtin_shufflevector(t13, t13, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t14 = t12 + d_v_2;
        vcc_v8_int t15 = __builtin_shufflevector(t14, t14, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t11] + -7, t15);
        long t16 = 998L + (i_vec + 24L) * -1L;
        vcc_v8_int c_v_3 = vcc_load(vcc_v8_int, &c[998 - (int)t16]);
        vcc_v8_int t17 = c_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t18 = vcc_load(vcc_v8_int, &d[t16] + -7);
        vcc_v8_int d_v_3 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t19 = t17 + d_v_3;
        vcc_v8_int t20 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t16] + -7, t20);
        i_vec += 32L;
    } while (i_vec < 480L);
    for (int i = 518; i >= 500; i--) {
        long t21 = (long)i;
        c[t21] = c[998 - i] * 3 + d[t21];
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t22 = 499L + i_vec_1 * -1L;
        vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, &c[998 - (int)t22]);
        vcc_v8_int t23 = c_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t24 = vcc_load(vcc_v8_int, &d[t22] + -7);
        vcc_v8_int d_v_4 = __builtin_shufflevector(t24, t24, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t25 = t23 + d_v_4;
        vcc_v8_int t26 = __builtin_shufflevector(t25, t25, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t22] + -7, t26);
        long t27 = 499L + (i_vec_1 + 8L) * -1L;
        vcc_v8_int c_v_5 = vcc_load(vcc_v8_int, &c[998 - (int)t27]);
        vcc_v8_int t28 = c_v_5 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t29 = vcc_load(vcc_v8_int, &d[t27] + -7);
        vcc_v8_int d_v_5 = __builtin_shufflevector(t29, t29, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t30 = t28 + d_v_5;
        vcc_v8_int t31 = __builtin_shufflevector(t30, t30, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t27] + -7, t31);
        long t32 = 499L + (i_vec_1 + 16L) * -1L;
        vcc_v8_int c_v_6 = vcc_load(vcc_v8_int, &c[998 - (int)t32]);
        vcc_v8_int t33 = c_v_6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t34 = vcc_load(vcc_v8_int, &d[t32] + -7);
        vcc_v8_int d_v_6 = __builtin_shufflevector(t34, t34, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t35 = t33 + d_v_6;
        vcc_v8_int t36 = __builtin_shufflevector(t35, t35, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t32] + -7, t36);
        long t37 = 499L + (i_vec_1 + 24L) * -1L;
        vcc_v8_int c_v_7 = vcc_load(vcc_v8_int, &c[998 - (int)t37]);
        vcc_v8_int t38 = c_v_7 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_int t39 = vcc_load(vcc_v8_int, &d[t37] + -7);
        vcc_v8_int d_v_7 = __builtin_shufflevector(t39, t39, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t40 = t38 + d_v_7;
        vcc_v8_int t41 = __builtin_shufflevector(t40, t40, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t37] + -7, t41);
        i_vec_1 += 32L;
    } while (i_vec_1 < 480L);
    for (int i_1 = 19; i_1 >= 0; i_1--) {
        long t42 = (long)i_1;
        c[t42] = c[998 - i_1] * 3 + d[t42];
    }
}

/* Bytes, the meeting point not a multiple of the vector length. */
unsigned char bytes[N + 7];
extern __typeof__(bytes) bytes __attribute__((aligned(32)));
void cross_bytes(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:57 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        vcc_v32_uchar t1 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)i_vec] + -31);
        vcc_v32_uchar bytes_v = __builtin_shufflevector(t1, t1, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t2 = bytes_v + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[i_vec], t2);
        long t3 = i_vec + 32L;
        vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)t3] + -31);
        vcc_v32_uchar bytes_v_1 = __builtin_shufflevector(t4, t4, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t5 = bytes_v_1 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[t3], t5);
        long t6 = i_vec + 64L;
        vcc_v32_uchar t7 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)t6] + -31);
        vcc_v32_uchar bytes_v_2 = __builtin_shufflevector(t7, t7, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t8 = bytes_v_2 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[t6], t8);
        long t9 = i_vec + 96L;
        vcc_v32_uchar t10 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)t9] + -31);
        vcc_v32_uchar bytes_v_3 = __builtin_shufflevector(t10, t10, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t11 = bytes_v_3 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[t9], t11);
        i_vec += 128L;
    } while (i_vec < 384L);
    for (int i = 384; i < 502; i++) {
        bytes[i] = (unsigned char)((int)bytes[1004 - i] + 7);
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:57 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        long t12 = 502L + i_vec_1;
        vcc_v32_uchar t13 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)t12] + -31);
        vcc_v32_uchar bytes_v_4 = __builtin_shufflevector(t13, t13, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t14 = bytes_v_4 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[t12], t14);
        long t15 = 502L + (i_vec_1 + 32L);
        vcc_v32_uchar t16 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)t15] + -31);
        vcc_v32_uchar bytes_v_5 = __builtin_shufflevector(t16, t16, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t17 = bytes_v_5 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[t15], t17);
        long t18 = 502L + (i_vec_1 + 64L);
        vcc_v32_uchar t19 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)t18] + -31);
        vcc_v32_uchar bytes_v_6 = __builtin_shufflevector(t19, t19, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t20 = bytes_v_6 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[t18], t20);
        long t21 = 502L + (i_vec_1 + 96L);
        vcc_v32_uchar t22 = vcc_load(vcc_v32_uchar, &bytes[1004 - (int)t21] + -31);
        vcc_v32_uchar bytes_v_7 = __builtin_shufflevector(t22, t22, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v32_uchar t23 = bytes_v_7 + (vcc_v32_uchar){(unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7, (unsigned char)7};
        vcc_store(&bytes[t21], t23);
        i_vec_1 += 128L;
    } while (i_vec_1 < 384L);
    for (int i_1 = 886; i_1 < 1005; i_1++) {
        bytes[i_1] = (unsigned char)((int)bytes[1004 - i_1] + 7);
    }
}

/* Not vectorized: different steps over a count known only at run time (the store reaches
 * elements the load reads later). */
void stride_two(int n) {
    for (int i = 0; i < n; i++)
        c[2 * i] = c[i] + 1;
}

/* Not split: the store of iteration K comes before the load, so the loop after K reads a
 * value it wrote. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        c[i] = d[i] + 1;
        d[i] = c[N / 4] * 2;
    }
}

int main(void) {
    int t161;
    int i;
    int round = 0;
    while (round < 3) {
        unsigned int t9 = (unsigned int)round;
        int t10 = (int)t9;
        int t11 = t10 >= 0;
        unsigned int t12 = (unsigned int)(int)(3U * t9);
        int t13 = (int)t12;
        if (1 & t11 & (t13 >= 0) & t11 & 1) {
            vcc_v8_int t14 = vcc_splat(vcc_v8_int, t10 % 101);
            vcc_v8_int t15 = t14 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_m8 t16 = (vcc_m8)(t15 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t18 = (vcc_v8_uint)t15;
            vcc_v8_uint t19 = t18 - t17;
            vcc_v8_int t1 = (vcc_v8_int)t19;
            vcc_v8_int t20 = vcc_splat(vcc_v8_int, t13 % 23);
            vcc_v8_int t21 = t20 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_m8 t22 = (vcc_m8)(t21 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t24 = (vcc_v8_uint)t21;
            vcc_v8_uint t25 = t24 - t23;
            vcc_v8_int t2 = (vcc_v8_int)t25;
            vcc_v8_int t26 = vcc_splat(vcc_v8_int, t10 % 1000);
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
            long i_vec = 0L;
            /* vcc: loop at split_at_write.c:79 vectorized: VF 8, UF 4, the remainder at 80:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 81:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 82:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 83:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t38 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t39 = t38 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[i_vec], t39);
                vcc_v8_float t40 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t41 = t40 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[i_vec], t41);
                vcc_v8_int t42 = t3 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[i_vec], t42);
                vcc_v8_int t43 = t4 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[i_vec], t43);
                long t44 = i_vec + 8L;
                vcc_v8_int t45 = t1 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_m8 t46 = (vcc_m8)(t45 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t48 = (vcc_v8_uint)t45;
                vcc_v8_uint t49 = t48 - t47;
                vcc_v8_int t50 = (vcc_v8_int)t49;
                vcc_v8_float t51 = __builtin_convertvector(t50, vcc_v8_float);
                vcc_v8_float t52 = t51 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t44], t52);
                vcc_v8_int t53 = t2 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_m8 t54 = (vcc_m8)(t53 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t56 = (vcc_v8_uint)t53;
                vcc_v8_uint t57 = t56 - t55;
                vcc_v8_int t58 = (vcc_v8_int)t57;
                vcc_v8_float t59 = __builtin_convertvector(t58, vcc_v8_float);
                vcc_v8_float t60 = t59 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t44], t60);
                vcc_v8_int t61 = t3 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_m8 t62 = (vcc_m8)(t61 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t64 = (vcc_v8_uint)t61;
                vcc_v8_uint t65 = t64 - t63;
                vcc_v8_int t66 = (vcc_v8_int)t65;
                vcc_v8_int t67 = t66 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t44], t67);
                vcc_v8_int t68 = t4 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_m8 t69 = (vcc_m8)(t68 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t70 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t71 = (vcc_v8_uint)t68;
                vcc_v8_uint t72 = t71 - t70;
                vcc_v8_int t73 = (vcc_v8_int)t72;
                vcc_v8_int t74 = t73 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t44], t74);
                long t75 = i_vec + 16L;
                vcc_v8_int t76 = t1 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
                vcc_m8 t77 = (vcc_m8)(t76 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t79 = (vcc_v8_uint)t76;
                vcc_v8_uint t80 = t79 - t78;
                vcc_v8_int t81 = (vcc_v8_int)t80;
                vcc_v8_float t82 = __builtin_convertvector(t81, vcc_v8_float);
                vcc_v8_float t83 = t82 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t75], t83);
                vcc_v8_int t84 = t2 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
                vcc_m8 t85 = (vcc_m8)(t84 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t86 = vcc_select(vcc_v8_int, (vcc_v8_int)t85, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t87 = (vcc_v8_uint)t84;
                vcc_v8_uint t88 = t87 - t86;
                vcc_v8_int t89 = (vcc_v8_int)t88;
                vcc_v8_float t90 = __builtin_convertvector(t89, vcc_v8_float);
                vcc_v8_float t91 = t90 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t75], t91);
                vcc_v8_int t92 = t3 + (vcc_v8_int){704, 704, 704, 704, 704, 704, 704, 704};
                vcc_m8 t93 = (vcc_m8)(t92 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t94 = vcc_select(vcc_v8_int, (vcc_v8_int)t93, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t95 = (vcc_v8_uint)t92;
                vcc_v8_uint t96 = t95 - t94;
                vcc_v8_int t97 = (vcc_v8_int)t96;
                vcc_v8_int t98 = t97 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t75], t98);
                vcc_v8_int t99 = t4 + (vcc_v8_int){452, 452, 452, 452, 452, 452, 452, 452};
                vcc_m8 t100 = (vcc_m8)(t99 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t101 = vcc_select(vcc_v8_int, (vcc_v8_int)t100, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t102 = (vcc_v8_uint)t99;
                vcc_v8_uint t103 = t102 - t101;
                vcc_v8_int t104 = (vcc_v8_int)t103;
                vcc_v8_int t105 = t104 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t75], t105);
                long t106 = i_vec + 24L;
                vcc_v8_int t107 = t1 + (vcc_v8_int){80, 80, 80, 80, 80, 80, 80, 80};
                vcc_m8 t108 = (vcc_m8)(t107 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t108, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t110 = (vcc_v8_uint)t107;
                vcc_v8_uint t111 = t110 - t109;
                vcc_v8_int t112 = (vcc_v8_int)t111;
                vcc_v8_float t113 = __builtin_convertvector(t112, vcc_v8_float);
                vcc_v8_float t114 = t113 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t106], t114);
                vcc_v8_int t115 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_m8 t116 = (vcc_m8)(t115 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t117 = vcc_select(vcc_v8_int, (vcc_v8_int)t116, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t118 = (vcc_v8_uint)t115;
                vcc_v8_uint t119 = t118 - t117;
                vcc_v8_int t120 = (vcc_v8_int)t119;
                vcc_v8_float t121 = __builtin_convertvector(t120, vcc_v8_float);
                vcc_v8_float t122 = t121 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t106], t122);
                vcc_v8_int t123 = t3 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                vcc_m8 t124 = (vcc_m8)(t123 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t125 = vcc_select(vcc_v8_int, (vcc_v8_int)t124, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t126 = (vcc_v8_uint)t123;
                vcc_v8_uint t127 = t126 - t125;
                vcc_v8_int t128 = (vcc_v8_int)t127;
                vcc_v8_int t129 = t128 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t106], t129);
                vcc_v8_int t130 = t4 + (vcc_v8_int){678, 678, 678, 678, 678, 678, 678, 678};
                vcc_m8 t131 = (vcc_m8)(t130 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t132 = vcc_select(vcc_v8_int, (vcc_v8_int)t131, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t133 = (vcc_v8_uint)t130;
                vcc_v8_uint t134 = t133 - t132;
                vcc_v8_int t135 = (vcc_v8_int)t134;
                vcc_v8_int t136 = t135 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t106], t136);
                i_vec += 32L;
                vcc_v8_int t137 = t1 + (vcc_v8_int){73, 73, 73, 73, 73, 73, 73, 73};
                vcc_m8 t138 = (vcc_m8)(t137 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t139 = vcc_select(vcc_v8_int, (vcc_v8_int)t138, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t140 = (vcc_v8_uint)t137;
                vcc_v8_uint t141 = t140 - t139;
                vcc_v8_int t142 = (vcc_v8_int)t141;
                vcc_v8_int t143 = t2 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_m8 t144 = (vcc_m8)(t143 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t145 = vcc_select(vcc_v8_int, (vcc_v8_int)t144, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t146 = (vcc_v8_uint)t143;
                vcc_v8_uint t147 = t146 - t145;
                vcc_v8_int t148 = (vcc_v8_int)t147;
                vcc_v8_int t149 = t3 + (vcc_v8_int){408, 408, 408, 408, 408, 408, 408, 408};
                vcc_m8 t150 = (vcc_m8)(t149 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t151 = vcc_select(vcc_v8_int, (vcc_v8_int)t150, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t152 = (vcc_v8_uint)t149;
                vcc_v8_uint t153 = t152 - t151;
                vcc_v8_int t154 = (vcc_v8_int)t153;
                vcc_v8_int t155 = t4 + (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127};
                vcc_m8 t156 = (vcc_m8)(t155 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t157 = vcc_select(vcc_v8_int, (vcc_v8_int)t156, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t158 = (vcc_v8_uint)t155;
                vcc_v8_uint t159 = t158 - t157;
                vcc_v8_int t160 = (vcc_v8_int)t159;
                if (i_vec >= 992L) {
                    break;
                }
                t1 = t142;
                t2 = t148;
                t3 = t154;
                t4 = t160;
            }
            t161 = 992;
        } else {
            t161 = 0;
        }
        long t162 = (long)t161;
        long t163 = t162 * -1L + 1000L;
        unsigned int t164 = (unsigned int)t161;
        int t165 = (int)((unsigned int)(int)(t164 * 37U) + t9);
        int t166 = (int)((unsigned int)(int)(t164 * 11U) + t12);
        int t167 = (int)((unsigned int)(int)(t164 * 7919U) + t9);
        int t168 = (int)(t164 * 104729U);
        if ((t163 >= 8L) & (t165 >= 0) & (t166 >= 0) & (t167 >= 0) & (t168 >= 0)) {
            long t169 = t163 & -8L;
            vcc_v8_int t170 = vcc_splat(vcc_v8_int, t165 % 101);
            vcc_v8_int t171 = t170 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_m8 t172 = (vcc_m8)(t171 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t173 = vcc_select(vcc_v8_int, (vcc_v8_int)t172, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t174 = (vcc_v8_uint)t171;
            vcc_v8_uint t175 = t174 - t173;
            vcc_v8_int t5 = (vcc_v8_int)t175;
            vcc_v8_int t176 = vcc_splat(vcc_v8_int, t166 % 23);
            vcc_v8_int t177 = t176 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_m8 t178 = (vcc_m8)(t177 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t179 = vcc_select(vcc_v8_int, (vcc_v8_int)t178, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t180 = (vcc_v8_uint)t177;
            vcc_v8_uint t181 = t180 - t179;
            vcc_v8_int t6 = (vcc_v8_int)t181;
            vcc_v8_int t182 = vcc_splat(vcc_v8_int, t167 % 1000);
            vcc_v8_int t183 = t182 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_m8 t184 = (vcc_m8)(t183 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
            vcc_v8_uint t185 = vcc_select(vcc_v8_int, (vcc_v8_int)t184, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t186 = (vcc_v8_uint)t183;
            vcc_v8_uint t187 = t186 - t185;
            vcc_v8_int t7 = (vcc_v8_int)t187;
            vcc_v8_int t188 = vcc_splat(vcc_v8_int, t168 % 777);
            vcc_v8_int t189 = t188 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_m8 t190 = (vcc_m8)(t189 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
            vcc_v8_uint t191 = vcc_select(vcc_v8_int, (vcc_v8_int)t190, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t192 = (vcc_v8_uint)t189;
            vcc_v8_uint t193 = t192 - t191;
            vcc_v8_int t8 = (vcc_v8_int)t193;
            long i_vec_1 = 0L;
            /* vcc: loop at split_at_write.c:79 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t194 = t162 + i_vec_1;
                vcc_v8_float t195 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_v8_float t196 = t195 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t194], t196);
                vcc_v8_float t197 = __builtin_convertvector(t6, vcc_v8_float);
                vcc_v8_float t198 = t197 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t194], t198);
                vcc_v8_int t199 = t7 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t194], t199);
                vcc_v8_int t200 = t8 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t194], t200);
                i_vec_1 += 8L;
                vcc_v8_int t201 = t5 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_m8 t202 = (vcc_m8)(t201 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t203 = vcc_select(vcc_v8_int, (vcc_v8_int)t202, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t204 = (vcc_v8_uint)t201;
                vcc_v8_uint t205 = t204 - t203;
                vcc_v8_int t206 = (vcc_v8_int)t205;
                vcc_v8_int t207 = t6 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_m8 t208 = (vcc_m8)(t207 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t209 = vcc_select(vcc_v8_int, (vcc_v8_int)t208, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t210 = (vcc_v8_uint)t207;
                vcc_v8_uint t211 = t210 - t209;
                vcc_v8_int t212 = (vcc_v8_int)t211;
                vcc_v8_int t213 = t7 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_m8 t214 = (vcc_m8)(t213 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t215 = vcc_select(vcc_v8_int, (vcc_v8_int)t214, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t216 = (vcc_v8_uint)t213;
                vcc_v8_uint t217 = t216 - t215;
                vcc_v8_int t218 = (vcc_v8_int)t217;
                vcc_v8_int t219 = t8 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_m8 t220 = (vcc_m8)(t219 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t221 = vcc_select(vcc_v8_int, (vcc_v8_int)t220, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t222 = (vcc_v8_uint)t219;
                vcc_v8_uint t223 = t222 - t221;
                vcc_v8_int t224 = (vcc_v8_int)t223;
                if (i_vec_1 >= t169) {
                    break;
                }
                t5 = t206;
                t6 = t212;
                t7 = t218;
                t8 = t224;
            }
            i = (int)(t162 + t169);
        } else {
            i = t161;
        }
        while (i < 1000) {
            long t225 = (long)i;
            a[t225] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t225] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t225] = (i * 7919 + round) % 1000 - 500;
            d[t225] = i * 104729 % 777 - 300;
            i++;
        }
        middle();
        first();
        long s = up_to();
        const void *t226 = (const void *)c;
        unsigned long t227 = hash_bytes(t226, 4000UL);
        const void *t228 = (const void *)a;
        printf("%llx %llx %ld", (unsigned long long)hash_bytes(t228, 4000UL), (unsigned long long)t227, s);
        down();
        store_first();
        unsigned long t229 = hash_bytes((const void *)d, 4000UL);
        unsigned long t230 = hash_bytes(t226, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t228, 4000UL), (unsigned long long)t230, (unsigned long long)t229);
        vcc_v32_int round_v = vcc_splat(vcc_v32_int, round);
        vcc_v32_int t231 = vcc_splat(vcc_v32_int, 0);
        vcc_v32_uint t232 = (vcc_v32_uint)t231;
        vcc_v32_uint i_v = t232 + (vcc_v32_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U, 16U, 17U, 18U, 19U, 20U, 21U, 22U, 23U, 24U, 25U, 26U, 27U, 28U, 29U, 30U, 31U};
        long i_vec_2 = 0L;
        /* vcc: loop at split_at_write.c:92 vectorized: VF 32, UF 1, scalar epilogue */
        for (;;) {
            vcc_v32_int i_v_1 = (vcc_v32_int)i_v;
            vcc_v32_int t233 = i_v_1 * (vcc_v32_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
            vcc_v32_int t234 = t233 + round_v;
            vcc_v32_uchar t235 = __builtin_convertvector(__builtin_convertvector(t234, vcc_v32_short), vcc_v32_uchar);
            vcc_store(&bytes[i_vec_2], t235);
            i_vec_2 += 32L;
            vcc_v32_uint t236 = i_v + (vcc_v32_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (i_vec_2 >= 992L) {
                break;
            }
            i_v = t236;
        }
        bytes[992] = (unsigned char)(12896 + round);
        bytes[993] = (unsigned char)(12909 + round);
        bytes[994] = (unsigned char)(12922 + round);
        bytes[995] = (unsigned char)(12935 + round);
        bytes[996] = (unsigned char)(12948 + round);
        bytes[997] = (unsigned char)(12961 + round);
        bytes[998] = (unsigned char)(12974 + round);
        bytes[999] = (unsigned char)(12987 + round);
        bytes[1000] = (unsigned char)(13000 + round);
        bytes[1001] = (unsigned char)(13013 + round);
        bytes[1002] = (unsigned char)(13026 + round);
        bytes[1003] = (unsigned char)(13039 + round);
        bytes[1004] = (unsigned char)(13052 + round);
        bytes[1005] = (unsigned char)(13065 + round);
        bytes[1006] = (unsigned char)(13078 + round);
        cross();
        cross_down();
        cross_bytes();
        stride_two(500 - round);
        unsigned long t237 = hash_bytes((const void *)bytes, 1007UL);
        unsigned long t238 = hash_bytes(t226, 4000UL);
        unsigned long t239 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t228, 4000UL), (unsigned long long)t239, (unsigned long long)t238, (unsigned long long)t237);
        round++;
    }
    return 0;
}
