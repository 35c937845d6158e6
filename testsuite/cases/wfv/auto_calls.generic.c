/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
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
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    unsigned int t4;
    vcc_v8_uint t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_m8 t30;
    vcc_m8 t31;
    vcc_m8 t32;
    vcc_v8_uint t33;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t4 = 0U;
    t5 = (vcc_v8_uint){0};
    t6 = (vcc_m8){0};
    t7 = (vcc_m8){0};
    for (;;) {
        t8 = vcc_splat(vcc_v8_int, t4 < max_iter);
        t9 = (vcc_m8)(t8 != (vcc_v8_int){0});
        t10 = t1 & t9;
        t11 = ~t9;
        t12 = t1 & t11;
        t13 = t2 * t2;
        t14 = t3 * t3;
        t15 = t13 + t14;
        t16 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t17 = (vcc_m8)(t15 < t16);
        t18 = t10 & t17;
        t19 = ~t17;
        t20 = t10 & t19;
        t21 = t2 * t2;
        t22 = t3 * t3;
        t23 = t21 - t22;
        t24 = t23 + cr;
        t25 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t26 = t25 * t2;
        t27 = t26 * t3;
        t3 = t27 + ci;
        t28 = (vcc_v8_uint){t4, t4, t4, t4, t4, t4, t4, t4};
        t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t28, t5);
        t30 = t6 | t12;
        t31 = t7 | t20;
        if (!vcc_any(t18)) {
            break;
        }
        t1 = t18;
        t4++;
        t2 = t24;
        t5 = t29;
        t6 = t30;
        t7 = t31;
    }
    t32 = t30 | t31;
    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t29, (vcc_v8_uint){0});
    return t33;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_iters(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    unsigned int t4;
    vcc_v8_uint t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_m8 t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_m8 t30;
    vcc_m8 t31;
    vcc_m8 t32;
    vcc_v8_uint t33;
    t1 = (vcc_m8)(mask != (vcc_v8_uint){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t4 = 0U;
    t5 = (vcc_v8_uint){0};
    t6 = (vcc_m8){0};
    t7 = (vcc_m8){0};
    for (;;) {
        t8 = vcc_splat(vcc_v8_int, t4 < max_iter);
        t9 = (vcc_m8)(t8 != (vcc_v8_int){0});
        t10 = t1 & t9;
        t11 = ~t9;
        t12 = t1 & t11;
        t13 = t2 * t2;
        t14 = t3 * t3;
        t15 = t13 + t14;
        t16 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t17 = (vcc_m8)(t15 < t16);
        t18 = t10 & t17;
        t19 = ~t17;
        t20 = t10 & t19;
        t21 = t2 * t2;
        t22 = t3 * t3;
        t23 = t21 - t22;
        t24 = t23 + cr;
        t25 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t26 = t25 * t2;
        t27 = t26 * t3;
        t3 = t27 + ci;
        t28 = (vcc_v8_uint){t4, t4, t4, t4, t4, t4, t4, t4};
        t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t28, t5);
        t30 = t6 | t12;
        t31 = t7 | t20;
        if (!vcc_any(t18)) {
            break;
        }
        t1 = t18;
        t4++;
        t2 = t24;
        t5 = t29;
        t6 = t30;
        t7 = t31;
    }
    t32 = t30 | t31;
    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t29, (vcc_v8_uint){0});
    return t33;
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
    long t1;
    long t2;
    vcc_v8_float t3;
    long t4;
    int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_uint t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = (vcc_v8_float){y, y, y, y, y, y, y, y};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (vcc_v8_int){t5, t5, t5, t5, t5, t5, t5, t5};
            t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = __builtin_convertvector(t7, vcc_v8_float);
            t9 = t8 * (vcc_v8_float){0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f, 0.046875f};
            t10 = (vcc_v8_float){-2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f, -2.0f} + t9;
            t11 = _ZGVdN8vvu_iters(t10, t3, 200U);
            vcc_store(out + t5, t11);
            t12 = t4 + 8L;
            if (t12 >= t2) {
                break;
            }
            t4 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
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
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    long t17;
    int i;
    int *t18;
    int t19;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)in;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = vcc_load(vcc_v8_int, in + t6);
            t8 = (vcc_m8)(t7 < (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t9 = ~t8;
            t10 = vcc_load(vcc_v8_int, in + t6);
            t11 = vcc_load(vcc_v8_int, in + t6);
            t12 = (vcc_v8_uint)t11;
            t13 = -t12;
            t14 = (vcc_v8_int)t13;
            t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t10, t14);
            t16 = _ZGVdN8v_digits(t15);
            vcc_store(out + t6, t16);
            t17 = t5 + 8L;
            if (t17 >= t4) {
                break;
            }
            t5 = t17;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = out + i;
        if (in[i] < 0) {
            t19 = -in[i];
        } else {
            t19 = in[i];
        }
        *t18 = digits(t19);
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

int main(void) {
    int sizes[7];
    long t;
    long t_1;
    int s;
    int n;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    int i;
    int y;
    long t_2;
    long t11;
    long t12;
    vcc_v4_int t13;
    long t14;
    vcc_v4_ulong t15;
    vcc_v4_ulong t16;
    int t17;
    vcc_v4_int t18;
    vcc_v4_int t19;
    int t20;
    vcc_v4_int t21;
    vcc_v4_int t22;
    vcc_v4_uint t23;
    vcc_v4_uint t24;
    vcc_v4_int t25;
    vcc_v4_int t26;
    vcc_v4_long t27;
    vcc_v4_long t28;
    vcc_v4_long t29;
    vcc_v4_long t30;
    vcc_v4_long t31;
    vcc_v4_long t32;
    vcc_v4_ulong t33;
    vcc_v4_ulong t34;
    vcc_v4_ulong t35;
    vcc_v4_ulong t36;
    long t37;
    vcc_v4_ulong t38;
    int i_1;
    long t39;
    long t40;
    long t41;
    vcc_v4_ulong t42;
    vcc_v4_ulong t43;
    int t44;
    vcc_v4_int t45;
    vcc_v4_int t46;
    int t47;
    vcc_v4_int t48;
    vcc_v4_int t49;
    vcc_v4_int t50;
    vcc_v4_int t51;
    vcc_v4_long t52;
    vcc_v4_long t53;
    vcc_v4_long t54;
    vcc_v4_long t55;
    vcc_v4_long t56;
    vcc_v4_long t57;
    vcc_v4_int t58;
    vcc_v4_int t59;
    vcc_v4_long t60;
    vcc_v4_long t61;
    vcc_v4_long t62;
    vcc_v4_long t63;
    vcc_v4_ulong t64;
    vcc_v4_ulong t65;
    vcc_v4_ulong t66;
    vcc_v4_ulong t67;
    long t68;
    vcc_v4_ulong t69;
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
        t1 = (long)n;
        if (t1 >= 8L) {
            t2 = t1 & -8L;
            t3 = 0L;
            for (;;) {
                t4 = (int)((long)0 + t3);
                t5 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
                t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
                t7 = t6 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
                t8 = t7 % (vcc_v8_int){2001, 2001, 2001, 2001, 2001, 2001, 2001, 2001};
                t9 = t8 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + t4, t9);
                t10 = t3 + 8L;
                if (t10 >= t2) {
                    break;
                }
                t3 = t10;
            }
            i = (int)((long)0 + t2);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            t11 = (long)n;
            if (t11 >= 8L) {
                t12 = t11 & -8L;
                t13 = (vcc_v4_int){y, y, y, y};
                t14 = 0L;
                t15 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t16 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    t17 = (int)((long)0 + t14);
                    t18 = (vcc_v4_int){t17, t17, t17, t17};
                    t19 = t18 + (vcc_v4_int){0, 1, 2, 3};
                    t20 = (int)((long)0 + (t14 + 4L));
                    t21 = (vcc_v4_int){t20, t20, t20, t20};
                    t22 = t21 + (vcc_v4_int){0, 1, 2, 3};
                    t23 = vcc_load(vcc_v4_uint, u + t17);
                    t24 = vcc_load(vcc_v4_uint, u + t20);
                    t25 = t19 + t13;
                    t26 = t22 + t13;
                    t27 = __builtin_convertvector(t25, vcc_v4_long);
                    t28 = __builtin_convertvector(t26, vcc_v4_long);
                    t29 = __builtin_convertvector(t23, vcc_v4_long);
                    t30 = __builtin_convertvector(t24, vcc_v4_long);
                    t31 = t29 * t27;
                    t32 = t30 * t28;
                    t33 = (vcc_v4_ulong)t31;
                    t34 = t15 + t33;
                    t35 = (vcc_v4_ulong)t32;
                    t36 = t16 + t35;
                    t37 = t14 + 8L;
                    if (t37 >= t12) {
                        break;
                    }
                    t14 = t37;
                    t15 = t34;
                    t16 = t36;
                }
                t38 = t34 + t36;
                i_1 = (int)((long)0 + t12);
                t = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t38, +));
            } else {
                i_1 = 0;
                t = t_2;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        t39 = (long)n;
        if (t39 >= 8L) {
            t40 = t39 & -8L;
            t41 = 0L;
            t42 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            t43 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t44 = (int)((long)0 + t41);
                t45 = (vcc_v4_int){t44, t44, t44, t44};
                t46 = t45 + (vcc_v4_int){0, 1, 2, 3};
                t47 = (int)((long)0 + (t41 + 4L));
                t48 = (vcc_v4_int){t47, t47, t47, t47};
                t49 = t48 + (vcc_v4_int){0, 1, 2, 3};
                t50 = vcc_load(vcc_v4_int, out + t44);
                t51 = vcc_load(vcc_v4_int, out + t47);
                t52 = __builtin_convertvector(t46, vcc_v4_long);
                t53 = __builtin_convertvector(t49, vcc_v4_long);
                t54 = __builtin_convertvector(t50, vcc_v4_long);
                t55 = __builtin_convertvector(t51, vcc_v4_long);
                t56 = t54 * t52;
                t57 = t55 * t53;
                t58 = vcc_load(vcc_v4_int, b + t44);
                t59 = vcc_load(vcc_v4_int, b + t47);
                t60 = __builtin_convertvector(t58, vcc_v4_long);
                t61 = __builtin_convertvector(t59, vcc_v4_long);
                t62 = t56 + t60;
                t63 = t57 + t61;
                t64 = (vcc_v4_ulong)t62;
                t65 = t42 + t64;
                t66 = (vcc_v4_ulong)t63;
                t67 = t43 + t66;
                t68 = t41 + 8L;
                if (t68 >= t40) {
                    break;
                }
                t41 = t68;
                t42 = t65;
                t43 = t67;
            }
            t69 = t65 + t67;
            i_2 = (int)((long)0 + t40);
            t_1 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t69, +));
        } else {
            i_2 = 0;
            t_1 = t_2;
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
