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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 5 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    float prev;
    int t17;
    float t18;
    vcc_v8_float prev_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t1 = (vcc_v8_float){x0, x0, x0, x0, x0, x0, x0, x0};
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            const float *t6 = x + t5;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float prev_v = vcc_load(vcc_v8_float, t6);
            vcc_v8_float prev_v_1 = __builtin_shufflevector(t1, prev_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t7 = x_v - prev_v_1;
            vcc_store(y + t5, t7);
            long t8 = (long)(int)(i_vec + 8L);
            const float *t9 = x + t8;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float prev_v_2 = vcc_load(vcc_v8_float, t9);
            vcc_v8_float prev_v_3 = __builtin_shufflevector(prev_v, prev_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t10 = x_v_1 - prev_v_3;
            vcc_store(y + t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            const float *t12 = x + t11;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float prev_v_4 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float prev_v_5 = __builtin_shufflevector(prev_v_2, prev_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t13 = x_v_2 - prev_v_5;
            vcc_store(y + t11, t13);
            long t14 = (long)(int)(i_vec + 24L);
            const float *t15 = x + t14;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, t15);
            t1 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float prev_v_6 = __builtin_shufflevector(prev_v_4, t1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t16 = x_v_3 - prev_v_6;
            vcc_store(y + t14, t16);
            i_vec += 32L;
        } while (i_vec < t4);
        t17 = (int)t4;
        t18 = t1[7];
    } else {
        t17 = 0;
        t18 = x0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_float t2 = (vcc_v8_float){t18, t18, t18, t18, t18, t18, t18, t18};
        long i_vec_1 = 0L;
        for (;;) {
            long t21 = (long)(int)((long)t17 + i_vec_1);
            const float *t22 = x + t21;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, t22);
            prev_v_7 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float prev_v_8 = __builtin_shufflevector(t2, prev_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_float t23 = x_v_4 - prev_v_8;
            vcc_store(y + t21, t23);
            i_vec_1 += 8L;
            if (i_vec_1 >= t20) {
                break;
            }
            t2 = prev_v_7;
        }
        i = (int)((long)t17 + t20);
        prev = prev_v_7[7];
    } else {
        i = t17;
        prev = t18;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        const float *t25 = x + t24;
        y[t24] = *t25 - prev;
        prev = *t25;
    }
}

/* A two-tap sum carried in a variable, the last value used after the loop. */
int pair_sum(int *restrict a, const int *restrict b, int n) {
    int t18;
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
            int t6 = (int)i_vec;
            vcc_v8_int u_v = vcc_load(vcc_v8_int, b + (t6 + 1));
            vcc_v8_int t_v = __builtin_shufflevector(t2, u_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t7 = u_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t8 = t_v + t7;
            vcc_store(a + t6, t8);
            int t9 = (int)(i_vec + 8L);
            vcc_v8_int u_v_1 = vcc_load(vcc_v8_int, b + (t9 + 1));
            vcc_v8_int t_v_1 = __builtin_shufflevector(u_v, u_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t10 = u_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t11 = t_v_1 + t10;
            vcc_store(a + t9, t11);
            int t12 = (int)(i_vec + 16L);
            vcc_v8_int u_v_2 = vcc_load(vcc_v8_int, b + (t12 + 1));
            vcc_v8_int t_v_2 = __builtin_shufflevector(u_v_1, u_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t13 = u_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t14 = t_v_2 + t13;
            vcc_store(a + t12, t14);
            int t15 = (int)(i_vec + 24L);
            t2 = vcc_load(vcc_v8_int, b + (t15 + 1));
            vcc_v8_int t_v_3 = __builtin_shufflevector(u_v_2, t2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t16 = t2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t17 = t_v_3 + t16;
            vcc_store(a + t15, t17);
            i_vec += 32L;
        } while (i_vec < t5);
        t18 = (int)t5;
        t1 = t2[7];
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t3 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
        long i_vec_1 = 0L;
        for (;;) {
            int t21 = (int)((long)t18 + i_vec_1);
            u_v_3 = vcc_load(vcc_v8_int, b + (t21 + 1));
            vcc_v8_int t_v_4 = __builtin_shufflevector(t3, u_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t22 = u_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t23 = t_v_4 + t22;
            vcc_store(a + t21, t23);
            i_vec_1 += 8L;
            if (i_vec_1 >= t20) {
                break;
            }
            t3 = u_v_3;
        }
        i = (int)((long)t18 + t20);
        t = u_v_3[7];
    } else {
        i = t18;
        t = t1;
    }
    while (i < n) {
        int t24 = i + 1;
        int u = b[t24];
        a[i] = t + u * 3;
        i = t24;
        t = u;
    }
    return t;
}

/* Doubles, the recurrence read twice, and a reduction beside it. */
double smooth(double *restrict out, const double *restrict in, int n) {
    long positive;
    int t44;
    long t45;
    double t46;
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
            long t5 = (long)(int)i_vec;
            vcc_v4_double in_v = vcc_load(vcc_v4_double, in + t5);
            vcc_v4_double v_v = in_v * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v = __builtin_shufflevector(t1, v_v, 3, 4, 5, 6);
            vcc_v4_double t6 = v_v + last_v;
            vcc_v4_double t7 = t6 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t8 = last_v * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t9 = t7 - t8;
            vcc_store(out + t5, t9);
            vcc_m4 t10 = __builtin_convertvector(v_v > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t11 = __builtin_convertvector(t10 & 1, vcc_v4_int);
            vcc_v4_long t12 = __builtin_convertvector(t11, vcc_v4_long);
            vcc_v4_ulong t13 = (vcc_v4_ulong)t12;
            positive_v = positive_v + t13;
            long t14 = (long)(int)(i_vec + 4L);
            vcc_v4_double in_v_1 = vcc_load(vcc_v4_double, in + t14);
            vcc_v4_double v_v_1 = in_v_1 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_1 = __builtin_shufflevector(v_v, v_v_1, 3, 4, 5, 6);
            vcc_v4_double t15 = v_v_1 + last_v_1;
            vcc_v4_double t16 = t15 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t17 = last_v_1 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t18 = t16 - t17;
            vcc_store(out + t14, t18);
            vcc_m4 t19 = __builtin_convertvector(v_v_1 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t20 = __builtin_convertvector(t19 & 1, vcc_v4_int);
            vcc_v4_long t21 = __builtin_convertvector(t20, vcc_v4_long);
            vcc_v4_ulong t22 = (vcc_v4_ulong)t21;
            positive_v_1 = positive_v_1 + t22;
            long t23 = (long)(int)(i_vec + 8L);
            vcc_v4_double in_v_2 = vcc_load(vcc_v4_double, in + t23);
            vcc_v4_double v_v_2 = in_v_2 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_2 = __builtin_shufflevector(v_v_1, v_v_2, 3, 4, 5, 6);
            vcc_v4_double t24 = v_v_2 + last_v_2;
            vcc_v4_double t25 = t24 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t26 = last_v_2 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t27 = t25 - t26;
            vcc_store(out + t23, t27);
            vcc_m4 t28 = __builtin_convertvector(v_v_2 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t29 = __builtin_convertvector(t28 & 1, vcc_v4_int);
            vcc_v4_long t30 = __builtin_convertvector(t29, vcc_v4_long);
            vcc_v4_ulong t31 = (vcc_v4_ulong)t30;
            positive_v_2 = positive_v_2 + t31;
            long t32 = (long)(int)(i_vec + 12L);
            vcc_v4_double in_v_3 = vcc_load(vcc_v4_double, in + t32);
            t1 = in_v_3 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_3 = __builtin_shufflevector(v_v_2, t1, 3, 4, 5, 6);
            vcc_v4_double t33 = t1 + last_v_3;
            vcc_v4_double t34 = t33 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t35 = last_v_3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t36 = t34 - t35;
            vcc_store(out + t32, t36);
            vcc_m4 t37 = __builtin_convertvector(t1 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t38 = __builtin_convertvector(t37 & 1, vcc_v4_int);
            vcc_v4_long t39 = __builtin_convertvector(t38, vcc_v4_long);
            vcc_v4_ulong t40 = (vcc_v4_ulong)t39;
            positive_v_3 = positive_v_3 + t40;
            i_vec += 16L;
        } while (i_vec < t4);
        vcc_v4_ulong t41 = positive_v + positive_v_1;
        vcc_v4_ulong t42 = t41 + positive_v_2;
        vcc_v4_ulong t43 = t42 + positive_v_3;
        t44 = (int)t4;
        t45 = (long)vcc_reduce(unsigned long, t43, +);
        t46 = t1[3];
    } else {
        t44 = 0;
        t45 = 0L;
        t46 = 0.5;
    }
    long t47 = (long)n + (long)t44 * -1L;
    if (t47 >= 4L) {
        long t48 = t47 & -4L;
        vcc_v4_double t2 = (vcc_v4_double){t46, t46, t46, t46};
        long i_vec_1 = 0L;
        vcc_v4_ulong positive_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            long t49 = (long)(int)((long)t44 + i_vec_1);
            vcc_v4_double in_v_4 = vcc_load(vcc_v4_double, in + t49);
            v_v_3 = in_v_4 * (vcc_v4_double){2.0, 2.0, 2.0, 2.0};
            vcc_v4_double last_v_4 = __builtin_shufflevector(t2, v_v_3, 3, 4, 5, 6);
            vcc_v4_double t50 = v_v_3 + last_v_4;
            vcc_v4_double t51 = t50 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t52 = last_v_4 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t53 = t51 - t52;
            vcc_store(out + t49, t53);
            vcc_m4 t54 = __builtin_convertvector(v_v_3 > (vcc_v4_double){0.0, 0.0, 0.0, 0.0}, vcc_m4);
            vcc_v4_int t55 = __builtin_convertvector(t54 & 1, vcc_v4_int);
            vcc_v4_long t56 = __builtin_convertvector(t55, vcc_v4_long);
            vcc_v4_ulong t57 = (vcc_v4_ulong)t56;
            positive_v_4 = positive_v_4 + t57;
            i_vec_1 += 4L;
            if (i_vec_1 >= t48) {
                break;
            }
            t2 = v_v_3;
        }
        i = (int)((long)t44 + t48);
        positive = (long)((unsigned long)t45 + vcc_reduce(unsigned long, positive_v_4, +));
        last = v_v_3[3];
    } else {
        i = t44;
        positive = t45;
        last = t46;
    }
    for (; i < n; i++, last = v) {
        long t58 = (long)i;
        v = in[t58] * 2.0;
        out[t58] = (v + last) * 0.5 - last * 0.25;
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
            long t5 = n_vec + 8L;
            long t6 = n_vec + 16L;
            long t7 = n_vec + 24L;
            vcc_v8_uint cur_v = vcc_load(vcc_v8_uint, src + n_vec);
            vcc_v8_uint prev_v = __builtin_shufflevector(t1, cur_v, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t8 = cur_v - prev_v;
            vcc_store(dst + n_vec, t8);
            vcc_v8_uint cur_v_1 = vcc_load(vcc_v8_uint, src + t5);
            vcc_v8_uint prev_v_1 = __builtin_shufflevector(cur_v, cur_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t9 = cur_v_1 - prev_v_1;
            vcc_store(dst + t5, t9);
            vcc_v8_uint cur_v_2 = vcc_load(vcc_v8_uint, src + t6);
            vcc_v8_uint prev_v_2 = __builtin_shufflevector(cur_v_1, cur_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t10 = cur_v_2 - prev_v_2;
            vcc_store(dst + t6, t10);
            t1 = vcc_load(vcc_v8_uint, src + t7);
            vcc_v8_uint prev_v_3 = __builtin_shufflevector(cur_v_2, t1, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t11 = t1 - prev_v_3;
            vcc_store(dst + t7, t11);
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
    if ((t16 >= 8L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17))) {
        long t19 = t16 & -8L;
        vcc_v8_uint t2 = (vcc_v8_uint){t15, t15, t15, t15, t15, t15, t15, t15};
        long n_vec_1 = 0L;
        for (;;) {
            cur_v_3 = vcc_load(vcc_v8_uint, t13 + n_vec_1);
            vcc_v8_uint prev_v_4 = __builtin_shufflevector(t2, cur_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_uint t20 = cur_v_3 - prev_v_4;
            vcc_store(t14 + n_vec_1, t20);
            n_vec_1 += 8L;
            if (n_vec_1 >= t19) {
                break;
            }
            t2 = cur_v_3;
        }
        n_1 = (unsigned int)((long)t12 + t19 * -1L);
        src_1 = t13 + t19;
        dst_1 = t14 + t19;
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
    int t29;
    int t30;
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
            long t5 = (long)(int)i_vec;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + t5);
            vcc_m8 up_v = (vcc_m8)(a_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t6 = __builtin_convertvector(up_v & 1, vcc_v8_int);
            vcc_v8_int was_v = __builtin_shufflevector(t1, t6, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t7 = __builtin_convertvector(up_v & 1, vcc_v8_int);
            vcc_v8_int t8 = t7 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t9 = t8 + was_v;
            vcc_store(flags + t5, t9);
            long t10 = (long)(int)(i_vec + 8L);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t10);
            vcc_m8 up_v_1 = (vcc_m8)(a_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t11 = __builtin_convertvector(up_v & 1, vcc_v8_int);
            vcc_v8_int t12 = __builtin_convertvector(up_v_1 & 1, vcc_v8_int);
            vcc_v8_int was_v_1 = __builtin_shufflevector(t11, t12, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t13 = __builtin_convertvector(up_v_1 & 1, vcc_v8_int);
            vcc_v8_int t14 = t13 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t15 = t14 + was_v_1;
            vcc_store(flags + t10, t15);
            long t16 = (long)(int)(i_vec + 16L);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t16);
            vcc_m8 up_v_2 = (vcc_m8)(a_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t17 = __builtin_convertvector(up_v_1 & 1, vcc_v8_int);
            vcc_v8_int t18 = __builtin_convertvector(up_v_2 & 1, vcc_v8_int);
            vcc_v8_int was_v_2 = __builtin_shufflevector(t17, t18, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t19 = __builtin_convertvector(up_v_2 & 1, vcc_v8_int);
            vcc_v8_int t20 = t19 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t21 = t20 + was_v_2;
            vcc_store(flags + t16, t21);
            long t22 = (long)(int)(i_vec + 24L);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t22);
            up_v_3 = (vcc_m8)(a_v_3 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t23 = __builtin_convertvector(up_v_2 & 1, vcc_v8_int);
            vcc_v8_int t24 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
            vcc_v8_int was_v_3 = __builtin_shufflevector(t23, t24, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t25 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
            vcc_v8_int t26 = t25 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t27 = t26 + was_v_3;
            vcc_store(flags + t22, t27);
            i_vec += 32L;
            t1 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
        } while (i_vec < t4);
        vcc_v8_int t28 = __builtin_convertvector(up_v_3 & 1, vcc_v8_int);
        t29 = (int)t4;
        t30 = t28[7];
    } else {
        t29 = 0;
        t30 = 0;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        vcc_v8_int t2 = (vcc_v8_int){t30, t30, t30, t30, t30, t30, t30, t30};
        long i_vec_1 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + i_vec_1);
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t33);
            up_v_4 = (vcc_m8)(a_v_4 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t34 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
            vcc_v8_int was_v_4 = __builtin_shufflevector(t2, t34, 7, 8, 9, 10, 11, 12, 13, 14);
            vcc_v8_int t35 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
            vcc_v8_int t36 = t35 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t37 = t36 + was_v_4;
            vcc_store(flags + t33, t37);
            i_vec_1 += 8L;
            t2 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
        } while (i_vec_1 < t32);
        vcc_v8_int t38 = __builtin_convertvector(up_v_4 & 1, vcc_v8_int);
        i = (int)((long)t29 + t32);
        was = t38[7];
    } else {
        i = t29;
        was = t30;
    }
    for (; i < n; i++, was = up) {
        long t39 = (long)i;
        up = a[t39] > 0;
        flags[t39] = up * 2 + was;
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
        free(xf), free(yf), free(a), free(b), free(in), free(out), free(us), free(ud), free(xl), free(yl), free(fl), free(hy);
    }
    return 0;
}
