/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
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

/* vcc-test: expect-vectorized 8 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    float prev;
    int t16;
    float t17;
    vcc_v8_float prev_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t1 = (vcc_v8_float){x0, x0, x0, x0, x0, x0, x0, x0};
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t5 = x + i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, t5);
            vcc_v8_float prev_v = vcc_load(vcc_v8_float, t5);
            vcc_v8_float prev_v_1 = __builtin_shufflevector(t1, prev_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t6 = x_v - prev_v_1;
            vcc_store(y + i_vec, t6);
            long t7 = i_vec + 8L;
            const float *t8 = x + t7;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float prev_v_2 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float prev_v_3 = __builtin_shufflevector(prev_v, prev_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t9 = x_v_1 - prev_v_3;
            vcc_store(y + t7, t9);
            long t10 = i_vec + 16L;
            const float *t11 = x + t10;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float prev_v_4 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float prev_v_5 = __builtin_shufflevector(prev_v_2, prev_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t12 = x_v_2 - prev_v_5;
            vcc_store(y + t10, t12);
            long t13 = i_vec + 24L;
            const float *t14 = x + t13;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, t14);
            t1 = vcc_load(vcc_v8_float, t14);
            vcc_v8_float prev_v_6 = __builtin_shufflevector(prev_v_4, t1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t15 = x_v_3 - prev_v_6;
            vcc_store(y + t13, t15);
            i_vec += 32L;
        } while (i_vec < t4);
        t16 = (int)t4;
        t17 = t1[7];
    } else {
        t16 = 0;
        t17 = x0;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        vcc_v8_float t2 = (vcc_v8_float){t17, t17, t17, t17, t17, t17, t17, t17};
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t16 + i_vec_1;
            const float *t21 = x + t20;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, t21);
            prev_v_7 = vcc_load(vcc_v8_float, t21);
            vcc_v8_float prev_v_8 = __builtin_shufflevector(t2, prev_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t22 = x_v_4 - prev_v_8;
            vcc_store(y + t20, t22);
            i_vec_1 += 8L;
            if (i_vec_1 >= t19) {
                break;
            }
            t2 = prev_v_7;
        }
        i = (int)((long)t16 + t19);
        prev = prev_v_7[7];
    } else {
        i = t16;
        prev = t17;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        const float *t24 = x + t23;
        y[t23] = *t24 - prev;
        prev = *t24;
    }
}

/* A two-tap sum carried in a variable, the last value used after the loop. */
int pair_sum(int *restrict a, const int *restrict b, int n) {
    int t17;
    vcc_v8_int u_v_3;
    int i;
    int t;
    int t1 = b[0];
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        vcc_v8_int t2 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int u_v = vcc_load(vcc_v8_int, b + ((int)i_vec + 1));
            vcc_v8_int t_v = __builtin_shufflevector(t2, u_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t6 = u_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t_v + t6;
            vcc_store(a + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_int u_v_1 = vcc_load(vcc_v8_int, b + ((int)t8 + 1));
            vcc_v8_int t_v_1 = __builtin_shufflevector(u_v, u_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t9 = u_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t10 = t_v_1 + t9;
            vcc_store(a + t8, t10);
            long t11 = i_vec + 16L;
            vcc_v8_int u_v_2 = vcc_load(vcc_v8_int, b + ((int)t11 + 1));
            vcc_v8_int t_v_2 = __builtin_shufflevector(u_v_1, u_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t12 = u_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t_v_2 + t12;
            vcc_store(a + t11, t13);
            long t14 = i_vec + 24L;
            t2 = vcc_load(vcc_v8_int, b + ((int)t14 + 1));
            vcc_v8_int t_v_3 = __builtin_shufflevector(u_v_2, t2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t15 = t2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t16 = t_v_3 + t15;
            vcc_store(a + t14, t16);
            i_vec += 32L;
        } while (i_vec < t5);
        t17 = (int)t5;
        t1 = t2[7];
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t17 + i_vec_1;
            u_v_3 = vcc_load(vcc_v8_int, b + ((int)t20 + 1));
            vcc_v8_int t_v_4 = __builtin_shufflevector(t3, u_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t21 = u_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t22 = t_v_4 + t21;
            vcc_store(a + t20, t22);
            i_vec_1 += 8L;
            if (i_vec_1 >= t19) {
                break;
            }
            t3 = u_v_3;
        }
        i = (int)((long)t17 + t19);
        t = u_v_3[7];
    } else {
        i = t17;
        t = t1;
    }
    while (i < n) {
        int t23 = i + 1;
        int u = b[t23];
        a[i] = t + u * 3;
        i = t23;
        t = u;
    }
    return t;
}

/* Doubles, the recurrence read twice, and a reduction beside it. */
double smooth(double *restrict out, const double *restrict in, int n) {
    long positive;
    int t43;
    long t44;
    double t45;
    vcc_v4_double v_v_3;
    int i;
    double last;
    double v;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v4_double t1 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        long i_vec = 0L;
        vcc_v4_ulong positive_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong positive_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong positive_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong positive_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at recurrence.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double in_v = vcc_load(vcc_v4_double, in + i_vec);
            vcc_v4_double v_v = in_v * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v = __builtin_shufflevector(t1, v_v, 3, 4, 5, 6);
            vcc_v4_double t5 = v_v + last_v;
            vcc_v4_double t6 = t5 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t7 = last_v * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t8 = t6 - t7;
            vcc_store(out + i_vec, t8);
            vcc_m4 t9 = __builtin_convertvector(v_v > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t10 = __builtin_convertvector(t9 & 1, vcc_v4_int);
            vcc_v4_long t11 = __builtin_convertvector(t10, vcc_v4_long);
            vcc_v4_ulong t12 = (vcc_v4_ulong)t11;
            positive_v = positive_v + t12;
            long t13 = i_vec + 4L;
            vcc_v4_double in_v_1 = vcc_load(vcc_v4_double, in + t13);
            vcc_v4_double v_v_1 = in_v_1 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_1 = __builtin_shufflevector(v_v, v_v_1, 3, 4, 5, 6);
            vcc_v4_double t14 = v_v_1 + last_v_1;
            vcc_v4_double t15 = t14 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t16 = last_v_1 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t17 = t15 - t16;
            vcc_store(out + t13, t17);
            vcc_m4 t18 = __builtin_convertvector(v_v_1 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t19 = __builtin_convertvector(t18 & 1, vcc_v4_int);
            vcc_v4_long t20 = __builtin_convertvector(t19, vcc_v4_long);
            vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
            positive_v_1 = positive_v_1 + t21;
            long t22 = i_vec + 8L;
            vcc_v4_double in_v_2 = vcc_load(vcc_v4_double, in + t22);
            vcc_v4_double v_v_2 = in_v_2 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_2 = __builtin_shufflevector(v_v_1, v_v_2, 3, 4, 5, 6);
            vcc_v4_double t23 = v_v_2 + last_v_2;
            vcc_v4_double t24 = t23 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t25 = last_v_2 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t26 = t24 - t25;
            vcc_store(out + t22, t26);
            vcc_m4 t27 = __builtin_convertvector(v_v_2 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t28 = __builtin_convertvector(t27 & 1, vcc_v4_int);
            vcc_v4_long t29 = __builtin_convertvector(t28, vcc_v4_long);
            vcc_v4_ulong t30 = (vcc_v4_ulong)t29;
            positive_v_2 = positive_v_2 + t30;
            long t31 = i_vec + 12L;
            vcc_v4_double in_v_3 = vcc_load(vcc_v4_double, in + t31);
            t1 = in_v_3 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_3 = __builtin_shufflevector(v_v_2, t1, 3, 4, 5, 6);
            vcc_v4_double t32 = t1 + last_v_3;
            vcc_v4_double t33 = t32 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t34 = last_v_3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t35 = t33 - t34;
            vcc_store(out + t31, t35);
            vcc_m4 t36 = __builtin_convertvector(t1 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t37 = __builtin_convertvector(t36 & 1, vcc_v4_int);
            vcc_v4_long t38 = __builtin_convertvector(t37, vcc_v4_long);
            vcc_v4_ulong t39 = (vcc_v4_ulong)t38;
            positive_v_3 = positive_v_3 + t39;
            i_vec += 16L;
        } while (i_vec < t4);
        vcc_v4_ulong t40 = positive_v + positive_v_1;
        vcc_v4_ulong t41 = t40 + positive_v_2;
        vcc_v4_ulong t42 = t41 + positive_v_3;
        t43 = (int)t4;
        t44 = (long)vcc_reduce(unsigned long, t42, +);
        t45 = t1[3];
    } else {
        t43 = 0;
        t44 = 0L;
        t45 = 0.5;
    }
    long t46 = (long)n + (long)t43 * -1L;
    if (t46 >= 4L) {
        long t47 = t46 & -4L;
        vcc_v4_double t2 = (vcc_v4_double){t45, t45, t45, t45};
        long i_vec_1 = 0L;
        vcc_v4_ulong positive_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at recurrence.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t48 = (long)t43 + i_vec_1;
            vcc_v4_double in_v_4 = vcc_load(vcc_v4_double, in + t48);
            v_v_3 = in_v_4 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_4 = __builtin_shufflevector(t2, v_v_3, 3, 4, 5, 6);
            vcc_v4_double t49 = v_v_3 + last_v_4;
            vcc_v4_double t50 = t49 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t51 = last_v_4 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t52 = t50 - t51;
            vcc_store(out + t48, t52);
            vcc_m4 t53 = __builtin_convertvector(v_v_3 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t54 = __builtin_convertvector(t53 & 1, vcc_v4_int);
            vcc_v4_long t55 = __builtin_convertvector(t54, vcc_v4_long);
            vcc_v4_ulong t56 = (vcc_v4_ulong)t55;
            positive_v_4 = positive_v_4 + t56;
            i_vec_1 += 4L;
            if (i_vec_1 >= t47) {
                break;
            }
            t2 = v_v_3;
        }
        i = (int)((long)t43 + t47);
        positive = (long)((unsigned long)t44 + vcc_reduce(unsigned long, positive_v_4, +));
        last = v_v_3[3];
    } else {
        i = t43;
        positive = t44;
        last = t45;
    }
    for (; i < n; i++, last = v) {
        long t57 = (long)i;
        v = in[t57] * 2.0;
        out[t57] = (v + last) * 0.5 - last * 0.25;
        positive += (long)(v > 0.0);
    }
    return (double)positive + last;
}

/* Delta encoding through pointers that walk, as compressors write it. */
void delta_encode(unsigned *restrict dst, const unsigned *restrict src, unsigned n) {
    unsigned int t12;
    const unsigned int *t13;
    unsigned int *t14;
    unsigned int t15;
    vcc_v8_uint cur_v_3;
    unsigned int n_1;
    const unsigned int *src_1;
    unsigned int *dst_1;
    unsigned int prev;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_uint t1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        long n_vec = 0L;
        /* vcc: loop at recurrence.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint cur_v = vcc_load(vcc_v8_uint, src + n_vec);
            vcc_v8_uint prev_v = __builtin_shufflevector(t1, cur_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t5 = cur_v - prev_v;
            vcc_store(dst + n_vec, t5);
            long t6 = n_vec + 8L;
            vcc_v8_uint cur_v_1 = vcc_load(vcc_v8_uint, src + t6);
            vcc_v8_uint prev_v_1 = __builtin_shufflevector(cur_v, cur_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t7 = cur_v_1 - prev_v_1;
            vcc_store(dst + t6, t7);
            long t8 = n_vec + 16L;
            vcc_v8_uint cur_v_2 = vcc_load(vcc_v8_uint, src + t8);
            vcc_v8_uint prev_v_2 = __builtin_shufflevector(cur_v_1, cur_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t9 = cur_v_2 - prev_v_2;
            vcc_store(dst + t8, t9);
            long t10 = n_vec + 24L;
            t1 = vcc_load(vcc_v8_uint, src + t10);
            vcc_v8_uint prev_v_3 = __builtin_shufflevector(cur_v_2, t1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t11 = t1 - prev_v_3;
            vcc_store(dst + t10, t11);
            n_vec += 32L;
        } while (n_vec < t4);
        t12 = (unsigned int)((long)n + t4 * -1L);
        t13 = src + t4;
        t14 = dst + t4;
        t15 = t1[7];
    } else {
        t12 = n;
        t13 = src;
        t14 = dst;
        t15 = 0U;
    }
    long t16 = (long)t12;
    unsigned long t17 = (unsigned long)t13;
    unsigned long t18 = (unsigned long)t14;
    long t19 = (long)((unsigned long)t14 - (unsigned long)t13);
    if ((t16 >= 8L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 32L)))) {
        long t20 = t16 & -8L;
        vcc_v8_uint t2 = (vcc_v8_uint){t15, t15, t15, t15, t15, t15, t15, t15};
        long n_vec_1 = 0L;
        /* vcc: loop at recurrence.c:43 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 43:12 and a value merged from several paths at 43:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            cur_v_3 = vcc_load(vcc_v8_uint, t13 + n_vec_1);
            vcc_v8_uint prev_v_4 = __builtin_shufflevector(t2, cur_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t21 = cur_v_3 - prev_v_4;
            vcc_store(t14 + n_vec_1, t21);
            n_vec_1 += 8L;
            if (n_vec_1 >= t20) {
                break;
            }
            t2 = cur_v_3;
        }
        n_1 = (unsigned int)((long)t12 + t20 * -1L);
        src_1 = t13 + t20;
        dst_1 = t14 + t20;
        prev = cur_v_3[7];
    } else {
        n_1 = t12;
        src_1 = t13;
        dst_1 = t14;
        prev = t15;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        unsigned int cur = *src_1;
        *dst_1 = cur - prev;
        n_1 = n_2;
        src_1 = src_1 + 1;
        dst_1 = dst_1 + 1;
        prev = cur;
    }
}

/* Not vectorized yet: a second-order filter, `p2` carrying the other recurrence `p1` (LLVM
 * does not do it either). */
void three_tap(long *restrict y, const long *restrict x, int n) {
    long p1 = 1, p2 = 2;
    for (int i = 0; i < n; i++) {
        long cur = x[i];
        y[i] = cur + 2 * p1 + p2;
        p2 = p1;
        p1 = cur;
    }
}

/* A recurrence on a comparison's result (mask lanes as 0/1 values). */
void rising(int *restrict flags, const int *restrict a, int n) {
    vcc_m8 up_v_3;
    int t28;
    int t29;
    vcc_m8 up_v_4;
    int i;
    int was;
    int up;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_m8 up_v = (vcc_m8)(a_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t5 = __builtin_convertvector(up_v & 1, vcc_v8_int);
            vcc_v8_int was_v = __builtin_shufflevector(t1, t5, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t6 = __builtin_convertvector(up_v & 1, vcc_v8_int);
            vcc_v8_int t7 = t6 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t8 = t7 + was_v;
            vcc_store(flags + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t9);
            vcc_m8 up_v_1 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t10 = __builtin_convertvector(up_v & 1, vcc_v8_int);
            vcc_v8_int t11 = __builtin_convertvector(up_v_1 & 1, vcc_v8_int);
            vcc_v8_int was_v_1 = __builtin_shufflevector(t10, t11, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t12 = __builtin_convertvector(up_v_1 & 1, vcc_v8_int);
            vcc_v8_int t13 = t12 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t14 = t13 + was_v_1;
            vcc_store(flags + t9, t14);
            long t15 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t15);
            vcc_m8 up_v_2 = (vcc_m8)(a_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t16 = __builtin_convertvector(up_v_1 & 1, vcc_v8_int);
            vcc_v8_int t17 = __builtin_convertvector(up_v_2 & 1, vcc_v8_int);
            vcc_v8_int was_v_2 = __builtin_shufflevector(t16, t17, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t18 = __builtin_convertvector(up_v_2 & 1, vcc_v8_int);
            vcc_v8_int t19 = t18 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t20 = t19 + was_v_2;
            vcc_store(flags + t15, t20);
            long t21 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t21);
            up_v_3 = (vcc_m8)(a_v_3 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t22 = __builtin_convertvector(up_v_2 & 1, vcc_v8_int);
            vcc_v8_int t23 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
            vcc_v8_int was_v_3 = __builtin_shufflevector(t22, t23, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t24 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
            vcc_v8_int t25 = t24 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t26 = t25 + was_v_3;
            vcc_store(flags + t21, t26);
            i_vec += 32L;
            t1 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
        } while (i_vec < t4);
        vcc_v8_int t27 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
        t28 = (int)t4;
        t29 = t27[7];
    } else {
        t28 = 0;
        t29 = 0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        vcc_v8_int t2 = (vcc_v8_int){t29, t29, t29, t29, t29, t29, t29, t29};
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t32 = (long)t28 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t32);
            up_v_4 = (vcc_m8)(a_v_4 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t33 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
            vcc_v8_int was_v_4 = __builtin_shufflevector(t2, t33, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t34 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
            vcc_v8_int t35 = t34 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t36 = t35 + was_v_4;
            vcc_store(flags + t32, t36);
            i_vec_1 += 8L;
            t2 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
        } while (i_vec_1 < t31);
        vcc_v8_int t37 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
        i = (int)((long)t28 + t31);
        was = t37[7];
    } else {
        i = t28;
        was = t29;
    }
    for (; i < n; i++, was = up) {
        long t38 = (long)i;
        up = a[t38] > 0;
        flags[t38] = up * 2 + was;
    }
}

/* Not vectorized: the new value depends on the old one (neither a recurrence nor a
 * reduction). */
void running(float *restrict y, const float *restrict x, int n) {
    float s = 1;
    for (int i = 0; i < n; i++) {
        y[i] = s;
        s = x[i] * 0.5f + s * 0.25f;
    }
}

/* Not vectorized: the value is replaced only on some iterations. */
void hold(int *restrict y, const int *restrict x, int n) {
    int held = 0;
    for (int i = 0; i < n; i++) {
        y[i] = held;
        if (x[i] > 10)
            held = x[i];
    }
}

/* Global arrays: the update (`t = gc[i]`) is loaded after the store to `ga`, through the
 * arrays' addresses, which move with it; distinct arrays, so the load may come first. */
#define GN 1000
float ga[GN], gb[GN], gc[GN];
extern __typeof__(ga) ga __attribute__((aligned(32)));
extern __typeof__(gb) gb __attribute__((aligned(32)));
extern __typeof__(gc) gc __attribute__((aligned(32)));
void carried_global(int n) {
    float t;
    int t12;
    float t13;
    vcc_v8_float t_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:98 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float gb_v = vcc_load(vcc_v8_float, &gb[i_vec]);
            vcc_v8_float t_v = vcc_load(vcc_v8_float, &gc[i_vec]);
            vcc_v8_float t_v_1 = __builtin_shufflevector(t1, t_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float u_v = gb_v + t_v_1;
            vcc_v8_float t5 = u_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(&ga[i_vec], t5);
            long t6 = i_vec + 8L;
            vcc_v8_float gb_v_1 = vcc_load(vcc_v8_float, &gb[t6]);
            vcc_v8_float t_v_2 = vcc_load(vcc_v8_float, &gc[t6]);
            vcc_v8_float t_v_3 = __builtin_shufflevector(t_v, t_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float u_v_1 = gb_v_1 + t_v_3;
            vcc_v8_float t7 = u_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(&ga[t6], t7);
            long t8 = i_vec + 16L;
            vcc_v8_float gb_v_2 = vcc_load(vcc_v8_float, &gb[t8]);
            vcc_v8_float t_v_4 = vcc_load(vcc_v8_float, &gc[t8]);
            vcc_v8_float t_v_5 = __builtin_shufflevector(t_v_2, t_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float u_v_2 = gb_v_2 + t_v_5;
            vcc_v8_float t9 = u_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(&ga[t8], t9);
            long t10 = i_vec + 24L;
            vcc_v8_float gb_v_3 = vcc_load(vcc_v8_float, &gb[t10]);
            t1 = vcc_load(vcc_v8_float, &gc[t10]);
            vcc_v8_float t_v_6 = __builtin_shufflevector(t_v_4, t1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float u_v_3 = gb_v_3 + t_v_6;
            vcc_v8_float t11 = u_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(&ga[t10], t11);
            i_vec += 32L;
        } while (i_vec < t4);
        t12 = (int)t4;
        t13 = t1[7];
    } else {
        t12 = 0;
        t13 = 0.0f;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        vcc_v8_float t2 = (vcc_v8_float){t13, t13, t13, t13, t13, t13, t13, t13};
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:98 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t16 = (long)t12 + i_vec_1;
            vcc_v8_float gb_v_4 = vcc_load(vcc_v8_float, &gb[t16]);
            t_v_7 = vcc_load(vcc_v8_float, &gc[t16]);
            vcc_v8_float t_v_8 = __builtin_shufflevector(t2, t_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float u_v_4 = gb_v_4 + t_v_8;
            vcc_v8_float t17 = u_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(&ga[t16], t17);
            i_vec_1 += 8L;
            if (i_vec_1 >= t15) {
                break;
            }
            t2 = t_v_7;
        }
        i = (int)((long)t12 + t15);
        t = t_v_7[7];
    } else {
        i = t12;
        t = t13;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        ga[t18] = (gb[t18] + t) * 0.5f;
        t = gc[t18];
    }
}

/* The same through a local array (its address is a stack slot's). */
unsigned long long carried_local(const int *restrict x, int n) {
    int buf[1000];
    int out[1000];
    int t;
    int m;
    int t12;
    int i;
    int t30;
    int t31;
    vcc_v8_int t_v_7;
    int i_1;
    if (n < 1000) {
        m = n;
    } else {
        m = 1000;
    }
    long t3 = (long)m;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v = vcc_load(vcc_v8_int, x + i_vec);
            vcc_v8_int t5 = x_v * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(&buf[i_vec], t5);
            long t6 = i_vec + 8L;
            vcc_v8_int x_v_1 = vcc_load(vcc_v8_int, x + t6);
            vcc_v8_int t7 = x_v_1 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(&buf[t6], t7);
            long t8 = i_vec + 16L;
            vcc_v8_int x_v_2 = vcc_load(vcc_v8_int, x + t8);
            vcc_v8_int t9 = x_v_2 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(&buf[t8], t9);
            long t10 = i_vec + 24L;
            vcc_v8_int x_v_3 = vcc_load(vcc_v8_int, x + t10);
            vcc_v8_int t11 = x_v_3 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(&buf[t10], t11);
            i_vec += 32L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)m + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v8_int x_v_4 = vcc_load(vcc_v8_int, x + t15);
            vcc_v8_int t16 = x_v_4 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(&buf[t15], t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < m; i++) {
        long t17 = (long)i;
        buf[t17] = x[t17] * 7;
    }
    long t18 = (long)m;
    unsigned long t19 = (unsigned long)&out;
    unsigned long t20 = (unsigned long)x;
    long t21 = (long)((unsigned long)&out - (unsigned long)x);
    if ((t18 >= 32L) & (((t19 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t20) | ((t20 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t19) | ((t21 <= 0L) | (t21 >= 128L)))) {
        long t22 = t18 & -32L;
        vcc_v8_int t1 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        long i_vec_2 = 0L;
        /* vcc: loop at recurrence.c:112 vectorized: VF 8, UF 4, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int x_v_5 = vcc_load(vcc_v8_int, x + i_vec_2);
            vcc_v8_int t_v = vcc_load(vcc_v8_int, &buf[i_vec_2]);
            vcc_v8_int t_v_1 = __builtin_shufflevector(t1, t_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t23 = t_v_1 - x_v_5;
            vcc_store(&out[i_vec_2], t23);
            long t24 = i_vec_2 + 8L;
            vcc_v8_int x_v_6 = vcc_load(vcc_v8_int, x + t24);
            vcc_v8_int t_v_2 = vcc_load(vcc_v8_int, &buf[t24]);
            vcc_v8_int t_v_3 = __builtin_shufflevector(t_v, t_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t25 = t_v_3 - x_v_6;
            vcc_store(&out[t24], t25);
            long t26 = i_vec_2 + 16L;
            vcc_v8_int x_v_7 = vcc_load(vcc_v8_int, x + t26);
            vcc_v8_int t_v_4 = vcc_load(vcc_v8_int, &buf[t26]);
            vcc_v8_int t_v_5 = __builtin_shufflevector(t_v_2, t_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t27 = t_v_5 - x_v_7;
            vcc_store(&out[t26], t27);
            long t28 = i_vec_2 + 24L;
            vcc_v8_int x_v_8 = vcc_load(vcc_v8_int, x + t28);
            t1 = vcc_load(vcc_v8_int, &buf[t28]);
            vcc_v8_int t_v_6 = __builtin_shufflevector(t_v_4, t1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t29 = t_v_6 - x_v_8;
            vcc_store(&out[t28], t29);
            i_vec_2 += 32L;
        } while (i_vec_2 < t22);
        t30 = (int)t22;
        t31 = t1[7];
    } else {
        t30 = 0;
        t31 = 3;
    }
    long t32 = (long)m + (long)t30 * -1L;
    unsigned long t33 = (unsigned long)&out;
    unsigned long t34 = (unsigned long)x;
    long t35 = (long)((unsigned long)&out + (unsigned long)((long)t30 * 4L) - ((unsigned long)x + (unsigned long)((long)t30 * 4L)));
    if ((t32 >= 8L) & (((t33 + (unsigned long)((long)t30 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t30 * 4L))) | ((t34 + (unsigned long)((long)t30 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t35 <= 0L) | (t35 >= 32L)))) {
        long t36 = t32 & -8L;
        vcc_v8_int t2 = (vcc_v8_int){t31, t31, t31, t31, t31, t31, t31, t31};
        long i_vec_3 = 0L;
        /* vcc: loop at recurrence.c:112 vector epilogue: VF 8, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t37 = (long)t30 + i_vec_3;
            vcc_v8_int x_v_9 = vcc_load(vcc_v8_int, x + t37);
            t_v_7 = vcc_load(vcc_v8_int, &buf[t37]);
            vcc_v8_int t_v_8 = __builtin_shufflevector(t2, t_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t38 = t_v_8 - x_v_9;
            vcc_store(&out[t37], t38);
            i_vec_3 += 8L;
            if (i_vec_3 >= t36) {
                break;
            }
            t2 = t_v_7;
        }
        i_1 = (int)((long)t30 + t36);
        t = t_v_7[7];
    } else {
        i_1 = t30;
        t = t31;
    }
    for (; i_1 < m; i_1++) {
        long t39 = (long)i_1;
        out[t39] = t - x[t39];
        t = buf[t39];
    }
    return (unsigned long long)hash_bytes((const void *)out, (unsigned long)m * 4UL);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = new_array(n, sizeof(float)), *yf = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n + 1, sizeof(int));
        double *in = new_array(n, sizeof(double)), *out = new_array(n, sizeof(double));
        unsigned *us = new_array(n, sizeof(unsigned)), *ud = new_array(n, sizeof(unsigned));
        long *xl = new_array(n, sizeof(long)), *yl = new_array(n, sizeof(long));
        int *fl = new_array(n, sizeof(int)), *hy = new_array(n, sizeof(int));
        FILL(xf, n, -1000, 2000);
        FILL(b, n + 1, -50000, 100000);
        FILL(in, n, -1000, 2000);
        FILL(us, n, 0, 1 << 30);
        FILL(xl, n, -100000, 200000);
        diff_f32(yf, xf, n, 0.25f);
        int t = pair_sum(a, b, n);
        double sm = smooth(out, in, n);
        delta_encode(ud, us, (unsigned)n);
        three_tap(yl, xl, n);
        rising(fl, b, n);
        printf("n=%d %d %.17g %llx %llx %llx %llx %llx %llx\n", n, t, sm, HASH(yf, n), HASH(a, n), HASH(out, n),
               HASH(ud, n), HASH(yl, n), HASH(fl, n));
        running(yf, xf, n);
        hold(hy, b, n);
        printf("  %llx %llx\n", HASH(yf, n), HASH(hy, n));
        int g = n < GN ? n : GN;
        for (int i = 0; i < g; i++)
            gb[i] = xf[i], gc[i] = xf[g - 1 - i] * 3.0f;
        carried_global(g);
        printf("  %llx %llx\n", HASH(ga, g), carried_local(b, n));
        free(xf), free(yf), free(a), free(b), free(in), free(out), free(us), free(ud), free(xl), free(yl), free(fl), free(hy);
    }
    return 0;
}
