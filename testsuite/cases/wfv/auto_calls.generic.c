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
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
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
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
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
        t14 = t8 - t9;
        t15 = t14 + cr;
        t16 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t17 = t16 * t1;
        t18 = t17 * t2;
        t2 = t18 + ci;
        t19 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
        t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t19, t7);
        if (!vcc_any(t13)) {
            t3 = t20;
            goto L23;
        }
        t5 = t13;
        t6++;
        t1 = t15;
        t7 = t20;
    }
    t21 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t21, t7);
L23:
    t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_uint){0});
    return t22;
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
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
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
        t14 = t8 - t9;
        t15 = t14 + cr;
        t16 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t17 = t16 * t1;
        t18 = t17 * t2;
        t2 = t18 + ci;
        t19 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
        t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t19, t7);
        if (!vcc_any(t13)) {
            t3 = t20;
            goto L23;
        }
        t5 = t13;
        t6++;
        t1 = t15;
        t7 = t20;
    }
    t21 = (vcc_v8_uint){t6, t6, t6, t6, t6, t6, t6, t6};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t21, t7);
L23:
    t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, (vcc_v8_uint){0});
    return t22;
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
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    t1 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t2 = x % t1;
    t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t4 = t3 + t2;
    t5 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t6 = x / t5;
    t7 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t8 = t6 % t7;
    t9 = t4 + t8;
    t10 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t11 = t6 / t10;
    t12 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    t13 = t11 % t12;
    t14 = t9 + t13;
    return t14;
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
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
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
        t25 = (vcc_v8_int){t21, t21, t21, t21, t21, t21, t21, t21};
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
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    long t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    long t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    long t25;
    int i;
    long t26;
    int *t27;
    int t28;
    int t29;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -16L;
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = vcc_load(vcc_v8_int, in + t6);
            t9 = vcc_load(vcc_v8_int, in + t7);
            t10 = vcc_max(vcc_v8_int, t8, (vcc_v8_int)-(vcc_v8_uint)t8);
            t11 = vcc_max(vcc_v8_int, t9, (vcc_v8_int)-(vcc_v8_uint)t9);
            t12 = _ZGVdN8v_digits(t10);
            t13 = _ZGVdN8v_digits(t11);
            vcc_store(out + t6, t12);
            vcc_store(out + t7, t13);
            t14 = t5 + 16L;
            if (t14 >= t4) {
                break;
            }
            t5 = t14;
        }
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 8L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        t19 = t16 & -8L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t15 + t20);
            t22 = vcc_load(vcc_v8_int, in + t21);
            t23 = vcc_max(vcc_v8_int, t22, (vcc_v8_int)-(vcc_v8_uint)t22);
            t24 = _ZGVdN8v_digits(t23);
            vcc_store(out + t21, t24);
            t25 = t20 + 8L;
            if (t25 >= t19) {
                break;
            }
            t20 = t25;
        }
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t26 = (long)i;
        t27 = out + t26;
        t28 = in[t26];
        if (t28 < 0) {
            t29 = -t28;
        } else {
            t29 = t28;
        }
        *t27 = digits(t29);
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
    unsigned long t6;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    long t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    long t16;
    vcc_v8_uint t17;
    int i;
    int y;
    long t_2;
    long t18;
    long t19;
    vcc_v4_int t20;
    vcc_v4_int t21;
    vcc_v4_uint t22;
    long t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    vcc_v4_int t28;
    vcc_v4_uint t29;
    vcc_v4_int t30;
    vcc_v4_uint t31;
    vcc_v4_int t32;
    vcc_v4_uint t33;
    vcc_v4_int t34;
    vcc_v4_uint t35;
    vcc_v4_uint t36;
    vcc_v4_uint t37;
    vcc_v4_uint t38;
    vcc_v4_int t39;
    vcc_v4_int t40;
    vcc_v4_int t41;
    vcc_v4_int t42;
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
    vcc_v4_long t54;
    vcc_v4_ulong t55;
    vcc_v4_ulong t56;
    vcc_v4_ulong t57;
    vcc_v4_ulong t58;
    vcc_v4_ulong t59;
    vcc_v4_ulong t60;
    vcc_v4_ulong t61;
    vcc_v4_ulong t62;
    long t63;
    vcc_v4_uint t64;
    vcc_v4_ulong t65;
    vcc_v4_ulong t66;
    vcc_v4_ulong t67;
    int t68;
    long t69;
    long t70;
    long t71;
    vcc_v4_int t72;
    vcc_v4_int t73;
    vcc_v4_uint t74;
    long t75;
    vcc_v4_ulong t76;
    vcc_v4_int t77;
    vcc_v4_uint t78;
    vcc_v4_int t79;
    vcc_v4_long t80;
    vcc_v4_long t81;
    vcc_v4_long t82;
    vcc_v4_ulong t83;
    vcc_v4_ulong t84;
    long t85;
    vcc_v4_uint t86;
    int i_1;
    long t87;
    long t88;
    vcc_v4_int t89;
    vcc_v4_uint t90;
    long t91;
    vcc_v4_ulong t92;
    vcc_v4_ulong t93;
    vcc_v4_int t94;
    vcc_v4_uint t95;
    vcc_v4_int t96;
    long t97;
    long t98;
    vcc_v4_long t99;
    vcc_v4_long t100;
    vcc_v4_int t101;
    vcc_v4_int t102;
    vcc_v4_long t103;
    vcc_v4_long t104;
    vcc_v4_long t105;
    vcc_v4_long t106;
    vcc_v4_int t107;
    vcc_v4_int t108;
    vcc_v4_long t109;
    vcc_v4_long t110;
    vcc_v4_long t111;
    vcc_v4_long t112;
    vcc_v4_ulong t113;
    vcc_v4_ulong t114;
    vcc_v4_ulong t115;
    vcc_v4_ulong t116;
    long t117;
    vcc_v4_uint t118;
    vcc_v4_ulong t119;
    int t120;
    long t121;
    long t122;
    long t123;
    vcc_v4_int t124;
    vcc_v4_uint t125;
    long t126;
    vcc_v4_ulong t127;
    vcc_v4_int t128;
    long t129;
    vcc_v4_long t130;
    vcc_v4_int t131;
    vcc_v4_long t132;
    vcc_v4_long t133;
    vcc_v4_int t134;
    vcc_v4_long t135;
    vcc_v4_long t136;
    vcc_v4_ulong t137;
    vcc_v4_ulong t138;
    long t139;
    vcc_v4_uint t140;
    int i_2;
    long t141;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        t6 = (unsigned long)(n + 1) * 4UL;
        u = (unsigned int *)malloc(t6);
        in = (int *)malloc(t6);
        out = (int *)malloc(t6);
        b = (int *)malloc(t6);
        t7 = (long)n;
        if (t7 >= 8L) {
            t8 = t7 & -8L;
            t9 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t10 = (vcc_v8_uint)t9;
            t1 = t10 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t11 = 0L;
            for (;;) {
                t12 = (vcc_v8_int)t1;
                t13 = t12 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
                t14 = t13 % (vcc_v8_int){2001, 2001, 2001, 2001, 2001, 2001, 2001, 2001};
                t15 = t14 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
                vcc_store(in + (int)((long)0 + t11), t15);
                t16 = t11 + 8L;
                t17 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                if (t16 >= t8) {
                    break;
                }
                t11 = t16;
                t1 = t17;
            }
            i = (int)((long)0 + t8);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            t18 = (long)n;
            if (t18 >= 16L) {
                t19 = t18 & -16L;
                t20 = (vcc_v4_int){y, y, y, y};
                t21 = (vcc_v4_int){0, 0, 0, 0};
                t22 = (vcc_v4_uint)t21;
                t2 = t22 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                t23 = 0L;
                t24 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t25 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t26 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                t27 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    t28 = (vcc_v4_int)t2;
                    t29 = t2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    t30 = (vcc_v4_int)t29;
                    t31 = t2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                    t32 = (vcc_v4_int)t31;
                    t33 = t2 + (vcc_v4_uint){12U, 12U, 12U, 12U};
                    t34 = (vcc_v4_int)t33;
                    t35 = vcc_load(vcc_v4_uint, u + (int)((long)0 + t23));
                    t36 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t23 + 4L)));
                    t37 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t23 + 8L)));
                    t38 = vcc_load(vcc_v4_uint, u + (int)((long)0 + (t23 + 12L)));
                    t39 = t28 + t20;
                    t40 = t30 + t20;
                    t41 = t32 + t20;
                    t42 = t34 + t20;
                    t43 = __builtin_convertvector(t39, vcc_v4_long);
                    t44 = __builtin_convertvector(t40, vcc_v4_long);
                    t45 = __builtin_convertvector(t41, vcc_v4_long);
                    t46 = __builtin_convertvector(t42, vcc_v4_long);
                    t47 = __builtin_convertvector(t35, vcc_v4_long);
                    t48 = __builtin_convertvector(t36, vcc_v4_long);
                    t49 = __builtin_convertvector(t37, vcc_v4_long);
                    t50 = __builtin_convertvector(t38, vcc_v4_long);
                    t51 = t47 * t43;
                    t52 = t48 * t44;
                    t53 = t49 * t45;
                    t54 = t50 * t46;
                    t55 = (vcc_v4_ulong)t51;
                    t56 = t24 + t55;
                    t57 = (vcc_v4_ulong)t52;
                    t58 = t25 + t57;
                    t59 = (vcc_v4_ulong)t53;
                    t60 = t26 + t59;
                    t61 = (vcc_v4_ulong)t54;
                    t62 = t27 + t61;
                    t63 = t23 + 16L;
                    t64 = t2 + (vcc_v4_uint){16U, 16U, 16U, 16U};
                    if (t63 >= t19) {
                        break;
                    }
                    t23 = t63;
                    t24 = t56;
                    t25 = t58;
                    t26 = t60;
                    t27 = t62;
                    t2 = t64;
                }
                t65 = t56 + t58;
                t66 = t65 + t60;
                t67 = t66 + t62;
                t68 = (int)((long)0 + t19);
                t69 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t67, +));
            } else {
                t68 = 0;
                t69 = t_2;
            }
            t70 = (long)n + (long)t68 * -1L;
            if (t70 >= 4L) {
                t71 = t70 & -4L;
                t72 = (vcc_v4_int){y, y, y, y};
                t73 = (vcc_v4_int){t68, t68, t68, t68};
                t74 = (vcc_v4_uint)t73;
                t3 = t74 + (vcc_v4_uint){0U, 1U, 2U, 3U};
                t75 = 0L;
                t76 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
                for (;;) {
                    t77 = (vcc_v4_int)t3;
                    t78 = vcc_load(vcc_v4_uint, u + (int)((long)t68 + t75));
                    t79 = t77 + t72;
                    t80 = __builtin_convertvector(t79, vcc_v4_long);
                    t81 = __builtin_convertvector(t78, vcc_v4_long);
                    t82 = t81 * t80;
                    t83 = (vcc_v4_ulong)t82;
                    t84 = t76 + t83;
                    t85 = t75 + 4L;
                    t86 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                    if (t85 >= t71) {
                        break;
                    }
                    t75 = t85;
                    t76 = t84;
                    t3 = t86;
                }
                i_1 = (int)((long)t68 + t71);
                t = (long)((unsigned long)t69 + vcc_reduce(unsigned long, t84, +));
            } else {
                i_1 = t68;
                t = t69;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        t87 = (long)n;
        if (t87 >= 8L) {
            t88 = t87 & -8L;
            t89 = (vcc_v4_int){0, 0, 0, 0};
            t90 = (vcc_v4_uint)t89;
            t4 = t90 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t91 = 0L;
            t92 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            t93 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t94 = (vcc_v4_int)t4;
                t95 = t4 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                t96 = (vcc_v4_int)t95;
                t97 = (long)(int)((long)0 + t91);
                t98 = (long)(int)((long)0 + (t91 + 4L));
                t99 = __builtin_convertvector(t94, vcc_v4_long);
                t100 = __builtin_convertvector(t96, vcc_v4_long);
                t101 = vcc_load(vcc_v4_int, out + t97);
                t102 = vcc_load(vcc_v4_int, out + t98);
                t103 = __builtin_convertvector(t101, vcc_v4_long);
                t104 = __builtin_convertvector(t102, vcc_v4_long);
                t105 = t103 * t99;
                t106 = t104 * t100;
                t107 = vcc_load(vcc_v4_int, b + t97);
                t108 = vcc_load(vcc_v4_int, b + t98);
                t109 = __builtin_convertvector(t107, vcc_v4_long);
                t110 = __builtin_convertvector(t108, vcc_v4_long);
                t111 = t105 + t109;
                t112 = t106 + t110;
                t113 = (vcc_v4_ulong)t111;
                t114 = t92 + t113;
                t115 = (vcc_v4_ulong)t112;
                t116 = t93 + t115;
                t117 = t91 + 8L;
                t118 = t4 + (vcc_v4_uint){8U, 8U, 8U, 8U};
                if (t117 >= t88) {
                    break;
                }
                t91 = t117;
                t92 = t114;
                t93 = t116;
                t4 = t118;
            }
            t119 = t114 + t116;
            t120 = (int)((long)0 + t88);
            t121 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, t119, +));
        } else {
            t120 = 0;
            t121 = t_2;
        }
        t122 = (long)n + (long)t120 * -1L;
        if (t122 >= 4L) {
            t123 = t122 & -4L;
            t124 = (vcc_v4_int){t120, t120, t120, t120};
            t125 = (vcc_v4_uint)t124;
            t5 = t125 + (vcc_v4_uint){0U, 1U, 2U, 3U};
            t126 = 0L;
            t127 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
            for (;;) {
                t128 = (vcc_v4_int)t5;
                t129 = (long)(int)((long)t120 + t126);
                t130 = __builtin_convertvector(t128, vcc_v4_long);
                t131 = vcc_load(vcc_v4_int, out + t129);
                t132 = __builtin_convertvector(t131, vcc_v4_long);
                t133 = t132 * t130;
                t134 = vcc_load(vcc_v4_int, b + t129);
                t135 = __builtin_convertvector(t134, vcc_v4_long);
                t136 = t133 + t135;
                t137 = (vcc_v4_ulong)t136;
                t138 = t127 + t137;
                t139 = t126 + 4L;
                t140 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
                if (t139 >= t123) {
                    break;
                }
                t126 = t139;
                t127 = t138;
                t5 = t140;
            }
            i_2 = (int)((long)t120 + t123);
            t_1 = (long)((unsigned long)t121 + vcc_reduce(unsigned long, t138, +));
        } else {
            i_2 = t120;
            t_1 = t121;
        }
        for (; i_2 < n; i_2++) {
            t141 = (long)i_2;
            t_1 += (long)out[t141] * t141 + (long)b[t141];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
