/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_digits(vcc_v8_int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_biased(vcc_v8_int x);
#pragma GCC diagnostic pop
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_uint t3;
    vcc_m8 t4;
    vcc_m8 t5;
    unsigned int t6;
    vcc_v8_uint t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t5 = t4;
    t6 = 0U;
    t7 = (vcc_v8_uint){0};
    while (t6 < max_iter) {
        t8 = t1 * t1;
        t9 = t2 * t2;
        t10 = t8 + t9;
        t11 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t12 = (vcc_m8)(t10 < t11);
        t13 = t5 & t12;
        t14 = t1 * t1;
        t15 = t2 * t2;
        t16 = t14 - t15;
        t17 = t16 + cr;
        t18 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t19 = t18 * t1;
        t20 = t19 * t2;
        t2 = t20 + ci;
        t21 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
        t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t21, t7);
        if (!vcc_any(t13)) {
            t3 = t22;
            goto L25;
        }
        t5 = t13;
        t6++;
        t1 = t17;
        t7 = t22;
    }
    t23 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t23, t7);
L25:
    t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_uint){0});
    return t24;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_uint t3;
    vcc_m8 t4;
    vcc_m8 t5;
    unsigned int t6;
    vcc_v8_uint t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    t4 = (vcc_m8)(mask != (vcc_v8_uint){0});
    t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t5 = t4;
    t6 = 0U;
    t7 = (vcc_v8_uint){0};
    while (t6 < max_iter) {
        t8 = t1 * t1;
        t9 = t2 * t2;
        t10 = t8 + t9;
        t11 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t12 = (vcc_m8)(t10 < t11);
        t13 = t5 & t12;
        t14 = t1 * t1;
        t15 = t2 * t2;
        t16 = t14 - t15;
        t17 = t16 + cr;
        t18 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t19 = t18 * t1;
        t20 = t19 * t2;
        t2 = t20 + ci;
        t21 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
        t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t21, t7);
        if (!vcc_any(t13)) {
            t3 = t22;
            goto L25;
        }
        t5 = t13;
        t6++;
        t1 = t17;
        t7 = t22;
    }
    t23 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t23, t7);
L25:
    t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_uint){0});
    return t24;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_digits(vcc_v8_int x) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_m8 t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t2 = x;
    for (t4 = 0; t4 < 3; t4++) {
        t5 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        t6 = t2 % t5;
        t1 = t1 + t6;
        t7 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        t2 = t2 / t7;
    }
    if (vcc_any(t3)) {
        t8 = t1;
    } else {
        t8 = (vcc_v8_int){0};
    }
    return t8;
}
#pragma GCC diagnostic pop

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_biased(vcc_v8_int x) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    t1 = (vcc_v8_int){bias, bias, bias, bias, bias, bias, bias, bias};
    t2 = x + t1;
    return t2;
}
#pragma GCC diagnostic pop

void row(unsigned *out, int n, float y) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long t3;
    long t4;
    vcc_v8_float t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    long t20;
    int t21;
    long t22;
    long t23;
    vcc_v8_float t24;
    vcc_v8_int t25;
    vcc_v8_uint t26;
    long t27;
    vcc_v8_int t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_uint t32;
    long t33;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t6 = vcc_splat(vcc_v8_int, (int)((long)0 + 0L));
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t8 = 0L;
        for (;;) {
            t9 = (vcc_v8_int)t1;
            t10 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t11 = (vcc_v8_int)t10;
            t12 = __builtin_convertvector(t9, vcc_v8_float);
            t13 = __builtin_convertvector(t11, vcc_v8_float);
            t14 = t12 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t15 = t13 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t16 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t14;
            t17 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t15;
            t18 = _ZGVdN8vvu_iters(t16, t5, 200U);
            t19 = _ZGVdN8vvu_iters(t17, t5, 200U);
            vcc_store(out + (int)((long)0 + t8), t18);
            vcc_store(out + (int)((long)0 + (t8 + 8L)), t19);
            t20 = t8 + 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t20 >= t4) {
                break;
            }
            t8 = t20;
        }
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t25 = vcc_splat(vcc_v8_int, (int)((long)t21 + 0L));
        t26 = (vcc_v8_uint)t25;
        t2 = t26 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t27 = 0L;
        for (;;) {
            t28 = (vcc_v8_int)t2;
            t29 = __builtin_convertvector(t28, vcc_v8_float);
            t30 = t29 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t31 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t30;
            t32 = _ZGVdN8vvu_iters(t31, t24, 200U);
            vcc_store(out + (int)((long)t21 + t27), t32);
            t33 = t27 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t33 >= t23) {
                break;
            }
            t27 = t33;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

void digit_sums(int *out, const int *in, int n) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    long t28;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    long t33;
    long t34;
    int t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    vcc_m8 t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    long t46;
    int i;
    int *t47;
    int t48;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -16L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = (int)((long)0 + (t5 + 8L));
            t8 = vcc_load(vcc_v8_int, in + t6);
            t9 = vcc_load(vcc_v8_int, in + t7);
            t10 = (vcc_m8)(t8 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t11 = (vcc_m8)(t9 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t12 = ~t10;
            t13 = ~t11;
            t14 = vcc_load(vcc_v8_int, in + t6);
            t15 = vcc_load(vcc_v8_int, in + t7);
            t16 = vcc_load(vcc_v8_int, in + t6);
            t17 = vcc_load(vcc_v8_int, in + t7);
            t18 = (vcc_v8_uint)t16;
            t19 = -t18;
            t20 = (vcc_v8_int)t19;
            t21 = (vcc_v8_uint)t17;
            t22 = -t21;
            t23 = (vcc_v8_int)t22;
            t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t14, t20);
            t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t15, t23);
            t26 = _ZGVdN8v_digits(t24);
            t27 = _ZGVdN8v_digits(t25);
            vcc_store(out + t6, t26);
            vcc_store(out + t7, t27);
            t28 = t5 + 16L;
            if (t28 >= t4) {
                break;
            }
            t5 = t28;
        }
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)out;
    t32 = (unsigned long)in;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L))))) {
        t33 = t30 & -8L;
        t34 = 0L;
        for (;;) {
            t35 = (int)((long)t29 + t34);
            t36 = vcc_load(vcc_v8_int, in + t35);
            t37 = (vcc_m8)(t36 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t38 = ~t37;
            t39 = vcc_load(vcc_v8_int, in + t35);
            t40 = vcc_load(vcc_v8_int, in + t35);
            t41 = (vcc_v8_uint)t40;
            t42 = -t41;
            t43 = (vcc_v8_int)t42;
            t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t39, t43);
            t45 = _ZGVdN8v_digits(t44);
            vcc_store(out + t35, t45);
            t46 = t34 + 8L;
            if (t46 >= t33) {
                break;
            }
            t34 = t46;
        }
        i = (int)((long)t29 + t33);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t47 = out + i;
        if (in[i] < 0) {
            t48 = -in[i];
        } else {
            t48 = in[i];
        }
        *t47 = digits(t48);
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

int main(void) {
    int sizes[7];
    vcc_v8_uint t1;
    vcc_v4_uint t2;
    vcc_v4_uint t3;
    long t;
    vcc_v4_uint t4;
    vcc_v4_uint t5;
    long t_1;
    int s;
    int n;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    long t15;
    vcc_v8_uint t16;
    int i;
    int y;
    long t_2;
    long t17;
    long t18;
    vcc_v4_int t19;
    vcc_v4_int t20;
    vcc_v4_uint t21;
    long t22;
    vcc_v4_ulong t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_int t27;
    vcc_v4_uint t28;
    vcc_v4_int t29;
    vcc_v4_uint t30;
    vcc_v4_int t31;
    vcc_v4_uint t32;
    vcc_v4_int t33;
    vcc_v4_uint t34;
    vcc_v4_uint t35;
    vcc_v4_uint t36;
    vcc_v4_uint t37;
    vcc_v4_int t38;
    vcc_v4_int t39;
    vcc_v4_int t40;
    vcc_v4_int t41;
    vcc_v4_long t42;
    vcc_v4_long t43;
    vcc_v4_long t44;
    vcc_v4_long t45;
    vcc_v4_long t46;
    vcc_v4_long t47;
    vcc_v4_long t48;
    vcc_v4_long t49;
    vcc_v4_long t50;
    vcc_v4_long t51;
    vcc_v4_long t52;
    vcc_v4_long t53;
    vcc_v4_ulong t54;
    vcc_v4_ulong t55;
    vcc_v4_ulong t56;
    vcc_v4_ulong t57;
    vcc_v4_ulong t58;
    vcc_v4_ulong t59;
    vcc_v4_ulong t60;
    vcc_v4_ulong t61;
    long t62;
    vcc_v4_uint t63;
    vcc_v4_ulong t64;
    vcc_v4_ulong t65;
    vcc_v4_ulong t66;
    int t67;
    long t68;
    long t69;
    long t70;
    vcc_v4_int t71;
    vcc_v4_int t72;
    vcc_v4_uint t73;
    long t74;
    vcc_v4_ulong t75;
    vcc_v4_int t76;
    vcc_v4_uint t77;
    vcc_v4_int t78;
    vcc_v4_long t79;
    vcc_v4_long t80;
    vcc_v4_long t81;
    vcc_v4_ulong t82;
    vcc_v4_ulong t83;
    long t84;
    vcc_v4_uint t85;
    int i_1;
    long t86;
    long t87;
    vcc_v4_int t88;
    vcc_v4_uint t89;
    long t90;
    vcc_v4_ulong t91;
    vcc_v4_ulong t92;
    int t93;
    vcc_v4_int t94;
    int t95;
    vcc_v4_uint t96;
    vcc_v4_int t97;
    vcc_v4_int t98;
    vcc_v4_int t99;
    vcc_v4_long t100;
    vcc_v4_long t101;
    vcc_v4_long t102;
    vcc_v4_long t103;
    vcc_v4_long t104;
    vcc_v4_long t105;
    vcc_v4_int t106;
    vcc_v4_int t107;
    vcc_v4_long t108;
    vcc_v4_long t109;
    vcc_v4_long t110;
    vcc_v4_long t111;
    vcc_v4_ulong t112;
    vcc_v4_ulong t113;
    vcc_v4_ulong t114;
    vcc_v4_ulong t115;
    long t116;
    vcc_v4_uint t117;
    vcc_v4_ulong t118;
    int t119;
    long t120;
    long t121;
    long t122;
    vcc_v4_int t123;
    vcc_v4_uint t124;
    long t125;
    vcc_v4_ulong t126;
    int t127;
    vcc_v4_int t128;
    vcc_v4_int t129;
    vcc_v4_long t130;
    vcc_v4_long t131;
    vcc_v4_long t132;
    vcc_v4_int t133;
    vcc_v4_long t134;
    vcc_v4_long t135;
    vcc_v4_ulong t136;
    vcc_v4_ulong t137;
    long t138;
    vcc_v4_uint t139;
    int i_2;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        u = (unsigned int *)malloc((unsigned long)(n + 1) * 4UL);
        in = (int *)malloc((unsigned long)(n + 1) * 4UL);
        out = (int *)malloc((unsigned long)(n + 1) * 4UL);
        b = (int *)malloc((unsigned long)(n + 1) * 4UL);
        t6 = (long)n;
        if (t6 >= 8L) {
            t7 = t6 & -8L;
            t8 = vcc_splat(vcc_v8_int, (int)((long)0 + 0L));
            t9 = (vcc_v8_uint)t8;
            t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t10 = 0L;
            for (;;) {
                t11 = (vcc_v8_int)t1;
                t12 = t11 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
                t13 = t12 % (vcc_v8_int){2001, 2001, 2001, 2001, 2001, 2001, 2001, 2001};
                t14 = t13 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)0 + t10), t14);
                t15 = t10 + 8L;
                t16 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t15 >= t7) {
                    break;
                }
                t10 = t15;
                t1 = t16;
            }
            i = (int)((long)0 + t7);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            t17 = (long)n;
            if (t17 >= 16L) {
                t18 = t17 & -16L;
                t19 = (vcc_v4_int){y, y, y, y};
                t20 = vcc_splat(vcc_v4_int, (int)((long)0 + 0L));
                t21 = (vcc_v4_uint)t20;
                t2 = t21 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                t22 = 0L;
                t23 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t24 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t25 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t26 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    t27 = (vcc_v4_int)t2;
                    t28 = t2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    t29 = (vcc_v4_int)t28;
                    t30 = t2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                    t31 = (vcc_v4_int)t30;
                    t32 = t2 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                    t33 = (vcc_v4_int)t32;
                    t34 = vcc_load(vcc_v4_uint, u + (int)((long)0 + t22));
                    t35 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t22 + 4L)));
                    t36 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t22 + 8L)));
                    t37 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t22 + 12L)));
                    t38 = t27 + t19;
                    t39 = t29 + t19;
                    t40 = t31 + t19;
                    t41 = t33 + t19;
                    t42 = __builtin_convertvector(t38, vcc_v4_long);
                    t43 = __builtin_convertvector(t39, vcc_v4_long);
                    t44 = __builtin_convertvector(t40, vcc_v4_long);
                    t45 = __builtin_convertvector(t41, vcc_v4_long);
                    t46 = __builtin_convertvector(t34, vcc_v4_long);
                    t47 = __builtin_convertvector(t35, vcc_v4_long);
                    t48 = __builtin_convertvector(t36, vcc_v4_long);
                    t49 = __builtin_convertvector(t37, vcc_v4_long);
                    t50 = t46 * t42;
                    t51 = t47 * t43;
                    t52 = t48 * t44;
                    t53 = t49 * t45;
                    t54 = (vcc_v4_ulong)t50;
                    t55 = t23 + t54;
                    t56 = (vcc_v4_ulong)t51;
                    t57 = t24 + t56;
                    t58 = (vcc_v4_ulong)t52;
                    t59 = t25 + t58;
                    t60 = (vcc_v4_ulong)t53;
                    t61 = t26 + t60;
                    t62 = t22 + 16L;
                    t63 = t2 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                    if (t62 >= t18) {
                        break;
                    }
                    t22 = t62;
                    t23 = t55;
                    t24 = t57;
                    t25 = t59;
                    t26 = t61;
                    t2 = t63;
                }
                t64 = t55 + t57;
                t65 = t64 + t59;
                t66 = t65 + t61;
                t67 = (int)((long)0 + t18);
                t68 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t66, +));
            } else {
                t67 = 0;
                t68 = t_2;
            }
            t69 = (long)n + (long)t67 * -1L;
            if (t69 >= 4L) {
                t70 = t69 & -4L;
                t71 = (vcc_v4_int){y, y, y, y};
                t72 = vcc_splat(vcc_v4_int, (int)((long)t67 + 0L));
                t73 = (vcc_v4_uint)t72;
                t3 = t73 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                t74 = 0L;
                t75 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    t76 = (vcc_v4_int)t3;
                    t77 = vcc_load(vcc_v4_uint, u + (int)((long)t67 + t74));
                    t78 = t76 + t71;
                    t79 = __builtin_convertvector(t78, vcc_v4_long);
                    t80 = __builtin_convertvector(t77, vcc_v4_long);
                    t81 = t80 * t79;
                    t82 = (vcc_v4_ulong)t81;
                    t83 = t75 + t82;
                    t84 = t74 + 4L;
                    t85 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    if (t84 >= t70) {
                        break;
                    }
                    t74 = t84;
                    t75 = t83;
                    t3 = t85;
                }
                i_1 = (int)((long)t67 + t70);
                t = (long)((unsigned long)t68 + vcc_reduce(unsigned long, t83, +));
            } else {
                i_1 = t67;
                t = t68;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        t86 = (long)n;
        if (t86 >= 8L) {
            t87 = t86 & -8L;
            t88 = vcc_splat(vcc_v4_int, (int)((long)0 + 0L));
            t89 = (vcc_v4_uint)t88;
            t4 = t89 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t90 = 0L;
            t91 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            t92 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t93 = (int)((long)0 + t90);
                t94 = (vcc_v4_int)t4;
                t95 = (int)((long)0 + (t90 + 4L));
                t96 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t97 = (vcc_v4_int)t96;
                t98 = vcc_load(vcc_v4_int, out + t93);
                t99 = vcc_load(vcc_v4_int, out + t95);
                t100 = __builtin_convertvector(t94, vcc_v4_long);
                t101 = __builtin_convertvector(t97, vcc_v4_long);
                t102 = __builtin_convertvector(t98, vcc_v4_long);
                t103 = __builtin_convertvector(t99, vcc_v4_long);
                t104 = t102 * t100;
                t105 = t103 * t101;
                t106 = vcc_load(vcc_v4_int, b + t93);
                t107 = vcc_load(vcc_v4_int, b + t95);
                t108 = __builtin_convertvector(t106, vcc_v4_long);
                t109 = __builtin_convertvector(t107, vcc_v4_long);
                t110 = t104 + t108;
                t111 = t105 + t109;
                t112 = (vcc_v4_ulong)t110;
                t113 = t91 + t112;
                t114 = (vcc_v4_ulong)t111;
                t115 = t92 + t114;
                t116 = t90 + 8L;
                t117 = t4 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (t116 >= t87) {
                    break;
                }
                t90 = t116;
                t91 = t113;
                t92 = t115;
                t4 = t117;
            }
            t118 = t113 + t115;
            t119 = (int)((long)0 + t87);
            t120 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t118, +));
        } else {
            t119 = 0;
            t120 = t_2;
        }
        t121 = (long)n + (long)t119 * -1L;
        if (t121 >= 4L) {
            t122 = t121 & -4L;
            t123 = vcc_splat(vcc_v4_int, (int)((long)t119 + 0L));
            t124 = (vcc_v4_uint)t123;
            t5 = t124 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t125 = 0L;
            t126 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t127 = (int)((long)t119 + t125);
                t128 = (vcc_v4_int)t5;
                t129 = vcc_load(vcc_v4_int, out + t127);
                t130 = __builtin_convertvector(t128, vcc_v4_long);
                t131 = __builtin_convertvector(t129, vcc_v4_long);
                t132 = t131 * t130;
                t133 = vcc_load(vcc_v4_int, b + t127);
                t134 = __builtin_convertvector(t133, vcc_v4_long);
                t135 = t132 + t134;
                t136 = (vcc_v4_ulong)t135;
                t137 = t126 + t136;
                t138 = t125 + 4L;
                t139 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t138 >= t122) {
                    break;
                }
                t125 = t138;
                t126 = t137;
                t5 = t139;
            }
            i_2 = (int)((long)t119 + t122);
            t_1 = (long)((unsigned long)t120 + vcc_reduce(unsigned long, t137, +));
        } else {
            i_2 = t119;
            t_1 = t120;
        }
        for (; i_2 < n; i_2++) {
            t_1 += (long)out[i_2] * (long)i_2 + (long)b[i_2];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
