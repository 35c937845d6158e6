/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_scale(vcc_v8_int x, int k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_scale(vcc_v8_int x, int k, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch */
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i) {
    long t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    t1 = (long)i;
    t2 = vcc_load(vcc_v8_float, in + t1);
    t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t4 = t2 * t3;
    t5 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
    t6 = t4 + t5;
    vcc_store(out + t1, t6);
    t7 = t6 * t6;
    return t7;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_scale(vcc_v8_int x, int k) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    t1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    t2 = x * t1;
    t3 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t4 = x >> t3;
    t5 = t2 + t4;
    return t5;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_scale(vcc_v8_int x, int k, vcc_v8_int mask) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    t3 = (vcc_v8_uint)x;
    t4 = (vcc_v8_uint)t2;
    t5 = t3 * t4;
    t6 = (vcc_v8_int)t5;
    t7 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t8 = x >> t7;
    t9 = (vcc_v8_uint)t6;
    t10 = (vcc_v8_uint)t8;
    t11 = t9 + t10;
    t12 = (vcc_v8_int)t11;
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t12, (vcc_v8_int){0});
    return t13;
}
#pragma GCC diagnostic pop

void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    float *t7;
    int t8;
    long t9;
    long t10;
    int t11;
    float *t12;
    int i;
    int t13;
    float *t14;
    long t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    long t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    long t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t7 = sq + t6;
            t15 = (long)t6;
            t16 = vcc_load(vcc_v8_float, in + t15);
            t17 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t18 = t16 * t17;
            t19 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            t20 = t18 + t19;
            vcc_store(out + t15, t20);
            t21 = t20 * t20;
            vcc_store(t7, t21);
            t13 = (int)(0L + t5);
            t14 = sq + t13;
            t29 = (long)t13;
            t30 = vcc_load(vcc_v8_float, in + t29);
            t31 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t32 = t30 * t31;
            t33 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            t34 = t32 + t33;
            vcc_store(out + t29, t34);
            t35 = t34 * t34;
            vcc_store(t14, t35);
            t2 += 16L;
            if (t2 >= t4) {
                t8 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t8 = 0;
    }
    t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        t10 = t9 & -8L;
        t1 = 0L;
        for (;;) {
            t11 = (int)((long)t8 + t1);
            t12 = sq + t11;
            t22 = (long)t11;
            t23 = vcc_load(vcc_v8_float, in + t22);
            t24 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t25 = t23 * t24;
            t26 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            t27 = t25 + t26;
            vcc_store(out + t22, t27);
            t28 = t27 * t27;
            vcc_store(t12, t28);
            t1 += 8L;
            if (t1 >= t10) {
                i = (int)((long)t8 + t10);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        sq[i] = shift(out, in, bias, i);
    }
}

void scale_all(int *y, const int *x, int n, int k) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long t3;
    long t4;
    long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    long t11;
    vcc_v8_int t12;
    long t13;
    int *t14;
    vcc_v8_int t15;
    int t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    long t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    long t24;
    int *t25;
    vcc_v8_int t26;
    int i;
    long t27;
    int t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    long t32;
    int *t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    t5 = (long)n;
    t6 = (unsigned long)y;
    t7 = (unsigned long)x;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t7 + 0UL)) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t6 + 0UL)))) {
        t8 = t5 & -16L;
        t9 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t10 = (vcc_v8_uint)t9;
        t1 = t10 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        for (;;) {
            t11 = t4 + 8L;
            t12 = (vcc_v8_int)t1;
            t13 = (long)(int)(0L + t4);
            t14 = y + t13;
            t15 = vcc_load(vcc_v8_int, x + t13);
            t35 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            t36 = t15 * t35;
            t37 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t38 = t15 >> t37;
            t39 = t36 + t38;
            t29 = t39 - t12;
            vcc_store(t14, t29);
            t30 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t31 = (vcc_v8_int)t30;
            t32 = (long)(int)(0L + t11);
            t33 = y + t32;
            t34 = vcc_load(vcc_v8_int, x + t32);
            t47 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            t48 = t34 * t47;
            t49 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t50 = t34 >> t49;
            t51 = t48 + t50;
            t46 = t51 - t31;
            vcc_store(t33, t46);
            t4 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t4 >= t8) {
                t16 = (int)(0L + t8);
                break;
            }
        }
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    t18 = (unsigned long)y;
    t19 = (unsigned long)x;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        t20 = t17 & -8L;
        t21 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        t22 = (vcc_v8_uint)t21;
        t2 = t22 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t3 = 0L;
        for (;;) {
            t23 = (vcc_v8_int)t2;
            t24 = (long)(int)((long)t16 + t3);
            t25 = y + t24;
            t26 = vcc_load(vcc_v8_int, x + t24);
            t41 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            t42 = t26 * t41;
            t43 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t44 = t26 >> t43;
            t45 = t42 + t44;
            t40 = t45 - t23;
            vcc_store(t25, t40);
            t3 += 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t3 >= t20) {
                i = (int)((long)t16 + t20);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        t27 = (long)i;
        t28 = x[t27];
        y[t27] = scale(t28, k) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

static void run(int n) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    long t6;
    long t7;
    long t8;
    unsigned long t9;
    void *t10;
    float *in;
    float *sq;
    int t11;
    unsigned long t12;
    float *out;
    void *t13;
    int *x;
    int *y;
    long t14;
    unsigned long t15;
    unsigned long t16;
    int t17;
    int t18;
    long t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    long t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_int t33;
    long t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_int t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_int t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_int t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    int t56;
    long t57;
    unsigned long t58;
    unsigned long t59;
    int t60;
    int t61;
    long t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_uint t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    long t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_int t76;
    vcc_v8_int t77;
    vcc_v8_uint t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_int t81;
    vcc_v8_uint t82;
    vcc_v8_uint t83;
    vcc_v8_uint t84;
    int i;
    long t85;
    long t86;
    long t87;
    int t88;
    long t89;
    long t90;
    int i_1;
    unsigned long long h;
    unsigned long t91;
    unsigned long long h_1;
    int t92;
    float t93;
    t9 = (unsigned long)(n + 1) * 4UL;
    t10 = malloc(t9);
    in = (float *)t10;
    sq = (float *)malloc(t9);
    t11 = n + 32;
    t12 = (unsigned long)t11 * 4UL;
    out = (float *)malloc(t12);
    t13 = malloc(t9);
    x = (int *)t13;
    y = (int *)malloc(t9);
    t14 = (long)n;
    t15 = (unsigned long)t10;
    t16 = (unsigned long)t13;
    t17 = (int)((unsigned int)0 * (unsigned int)7);
    t18 = (int)((unsigned int)0 * (unsigned int)37);
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)0L)) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)0L))) & (t17 >= 0) & (t18 >= 0)) {
        t19 = t14 & -16L;
        t20 = vcc_splat(vcc_v8_int, t17 % 13);
        t21 = t20 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
        t22 = (vcc_v8_uint)t21;
        t23 = t22 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        t24 = vcc_min(vcc_v8_int, t22, t23);
        t1 = (vcc_v8_int)t24;
        t25 = vcc_splat(vcc_v8_int, t18 % 101);
        t26 = t25 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        t27 = (vcc_v8_uint)t26;
        t28 = t27 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        t29 = vcc_min(vcc_v8_int, t27, t28);
        t2 = (vcc_v8_int)t29;
        t3 = 0L;
        do {
            t30 = (long)(int)((long)0 + t3);
            t31 = __builtin_convertvector(t1, vcc_v8_float);
            t32 = t31 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t30, t32);
            t33 = t2 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t30, t33);
            t34 = (long)(int)((long)0 + (t3 + 8L));
            t35 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t36 = (vcc_v8_uint)t35;
            t37 = t36 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t38 = vcc_min(vcc_v8_int, t36, t37);
            t39 = (vcc_v8_int)t38;
            t40 = __builtin_convertvector(t39, vcc_v8_float);
            t41 = t40 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t34, t41);
            t42 = t2 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            t43 = (vcc_v8_uint)t42;
            t44 = t43 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t45 = vcc_min(vcc_v8_int, t43, t44);
            t46 = (vcc_v8_int)t45;
            t47 = t46 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t34, t47);
            t3 += 16L;
            t48 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t49 = (vcc_v8_uint)t48;
            t50 = t49 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t51 = vcc_min(vcc_v8_int, t49, t50);
            t1 = (vcc_v8_int)t51;
            t52 = t2 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
            t53 = (vcc_v8_uint)t52;
            t54 = t53 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t55 = vcc_min(vcc_v8_int, t53, t54);
            t2 = (vcc_v8_int)t55;
        } while (t3 < t19);
        t56 = (int)((long)0 + t19);
    } else {
        t56 = 0;
    }
    t57 = (long)n + (long)t56 * -1L;
    t58 = (unsigned long)t10;
    t59 = (unsigned long)t13;
    t60 = (int)((unsigned int)t56 * (unsigned int)7);
    t61 = (int)((unsigned int)t56 * (unsigned int)37);
    if ((t57 >= 8L) & (((t58 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t56 * 4L))) | ((t59 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t56 * 4L)))) & (t60 >= 0) & (t61 >= 0)) {
        t62 = t57 & -8L;
        t63 = vcc_splat(vcc_v8_int, t60 % 13);
        t64 = t63 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
        t65 = (vcc_v8_uint)t64;
        t66 = t65 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        t67 = vcc_min(vcc_v8_int, t65, t66);
        t4 = (vcc_v8_int)t67;
        t68 = vcc_splat(vcc_v8_int, t61 % 101);
        t69 = t68 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        t70 = (vcc_v8_uint)t69;
        t71 = t70 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        t72 = vcc_min(vcc_v8_int, t70, t71);
        t5 = (vcc_v8_int)t72;
        t6 = 0L;
        do {
            t73 = (long)(int)((long)t56 + t6);
            t74 = __builtin_convertvector(t4, vcc_v8_float);
            t75 = t74 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t73, t75);
            t76 = t5 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t73, t76);
            t6 += 8L;
            t77 = t4 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t78 = (vcc_v8_uint)t77;
            t79 = t78 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t80 = vcc_min(vcc_v8_int, t78, t79);
            t4 = (vcc_v8_int)t80;
            t81 = t5 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            t82 = (vcc_v8_uint)t81;
            t83 = t82 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t84 = vcc_min(vcc_v8_int, t82, t83);
            t5 = (vcc_v8_int)t84;
        } while (t6 < t62);
        i = (int)((long)t56 + t62);
    } else {
        i = t56;
    }
    for (; i < n; i++) {
        t85 = (long)i;
        in[t85] = (float)(i * 7 % 13) - 4.5f;
        x[t85] = i * 37 % 101 - 50;
    }
    t86 = (long)n + 32L;
    if (t86 >= 32L) {
        t87 = t86 & -32L;
        t7 = 0L;
        do {
            vcc_store(out + (int)((long)0 + t7), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (int)((long)0 + (t7 + 8L)), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (int)((long)0 + (t7 + 16L)), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (int)((long)0 + (t7 + 24L)), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            t7 += 32L;
        } while (t7 < t87);
        t88 = (int)((long)0 + t87);
    } else {
        t88 = 0;
    }
    t89 = (long)n + (long)t88 * -1L + 32L;
    if (t89 >= 8L) {
        t90 = t89 & -8L;
        t8 = 0L;
        do {
            vcc_store(out + (int)((long)t88 + t8), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            t8 += 8L;
        } while (t8 < t90);
        i_1 = (int)((long)t88 + t90);
    } else {
        i_1 = t88;
    }
    for (; i_1 < t11; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    h = hash(14695981039346656037ULL, (const void *)out, t12);
    t91 = (unsigned long)n * 4UL;
    h_1 = hash(hash(h, (const void *)sq, t91), (const void *)y, t91);
    if (n) {
        t92 = y[n - 1];
    } else {
        t92 = 0;
    }
    if (n) {
        t93 = sq[n - 1];
    } else {
        t93 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t93, t92);
    free((void *)in);
    free((void *)sq);
    free((void *)out);
    free((void *)x);
    free((void *)y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
