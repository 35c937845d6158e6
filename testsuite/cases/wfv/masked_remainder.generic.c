/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

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
    long t1 = (long)i;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, in + t1);
    vcc_v8_float t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t4 = t2 * t3;
    vcc_v8_float t5 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
    vcc_v8_float t6 = t4 + t5;
    vcc_store(out + t1, t6);
    vcc_v8_float t7 = t6 * t6;
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
    vcc_v8_int t1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_int t2 = x * t1;
    vcc_v8_int t3 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t4 = x >> t3;
    vcc_v8_int t5 = t2 + t4;
    return t5;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_scale(vcc_v8_int x, int k, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_uint t3 = (vcc_v8_uint)x;
    vcc_v8_uint t4 = (vcc_v8_uint)t2;
    vcc_v8_uint t5 = t3 * t4;
    vcc_v8_int t6 = (vcc_v8_int)t5;
    vcc_v8_int t7 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t8 = x >> t7;
    vcc_v8_uint t9 = (vcc_v8_uint)t6;
    vcc_v8_uint t10 = (vcc_v8_uint)t8;
    vcc_v8_uint t11 = t9 + t10;
    vcc_v8_int t12 = (vcc_v8_int)t11;
    vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t12, (vcc_v8_int){0});
    return t13;
}
#pragma GCC diagnostic pop

void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            float *t7 = sq + t6;
            long t15 = (long)t6;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, in + t15);
            vcc_v8_float t17 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t18 = t16 * t17;
            vcc_v8_float t19 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            vcc_v8_float t20 = t18 + t19;
            vcc_store(out + t15, t20);
            vcc_v8_float t21 = t20 * t20;
            vcc_store(t7, t21);
            int t13 = (int)t5;
            float *t14 = sq + t13;
            long t29 = (long)t13;
            vcc_v8_float t30 = vcc_load(vcc_v8_float, in + t29);
            vcc_v8_float t31 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t32 = t30 * t31;
            vcc_v8_float t33 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            vcc_v8_float t34 = t32 + t33;
            vcc_store(out + t29, t34);
            vcc_v8_float t35 = t34 * t34;
            vcc_store(t14, t35);
            t2 += 16L;
            if (t2 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long t1 = 0L;
        for (;;) {
            int t11 = (int)((long)t8 + t1);
            float *t12 = sq + t11;
            long t22 = (long)t11;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, in + t22);
            vcc_v8_float t24 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t25 = t23 * t24;
            vcc_v8_float t26 = (vcc_v8_float){bias, bias, bias, bias, bias, bias, bias, bias};
            vcc_v8_float t27 = t25 + t26;
            vcc_store(out + t22, t27);
            vcc_v8_float t28 = t27 * t27;
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
    int t16;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)y;
    unsigned long t7 = (unsigned long)x;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6))) {
        long t8 = t5 & -16L;
        vcc_v8_int t9 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t10 = (vcc_v8_uint)t9;
        vcc_v8_uint t1 = t10 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        for (;;) {
            long t11 = t4 + 8L;
            vcc_v8_int t12 = (vcc_v8_int)t1;
            long t13 = (long)(int)t4;
            int *t14 = y + t13;
            vcc_v8_int t15 = vcc_load(vcc_v8_int, x + t13);
            vcc_v8_int t35 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            vcc_v8_int t36 = t15 * t35;
            vcc_v8_int t37 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t38 = t15 >> t37;
            vcc_v8_int t39 = t36 + t38;
            vcc_v8_int t29 = t39 - t12;
            vcc_store(t14, t29);
            vcc_v8_uint t30 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t31 = (vcc_v8_int)t30;
            long t32 = (long)(int)t11;
            int *t33 = y + t32;
            vcc_v8_int t34 = vcc_load(vcc_v8_int, x + t32);
            vcc_v8_int t47 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            vcc_v8_int t48 = t34 * t47;
            vcc_v8_int t49 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t50 = t34 >> t49;
            vcc_v8_int t51 = t48 + t50;
            vcc_v8_int t46 = t51 - t31;
            vcc_store(t33, t46);
            t4 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t4 >= t8) {
                t16 = (int)t8;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)y;
    unsigned long t19 = (unsigned long)x;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        long t20 = t17 & -8L;
        vcc_v8_int t21 = (vcc_v8_int){t16, t16, t16, t16, t16, t16, t16, t16};
        vcc_v8_uint t22 = (vcc_v8_uint)t21;
        vcc_v8_uint t2 = t22 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t3 = 0L;
        for (;;) {
            vcc_v8_int t23 = (vcc_v8_int)t2;
            long t24 = (long)(int)((long)t16 + t3);
            int *t25 = y + t24;
            vcc_v8_int t26 = vcc_load(vcc_v8_int, x + t24);
            vcc_v8_int t41 = (vcc_v8_int){k, k, k, k, k, k, k, k};
            vcc_v8_int t42 = t26 * t41;
            vcc_v8_int t43 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t44 = t26 >> t43;
            vcc_v8_int t45 = t42 + t44;
            vcc_v8_int t40 = t45 - t23;
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
        long t27 = (long)i;
        int t28 = x[t27];
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
    int t54;
    int i;
    int t86;
    int i_1;
    int t90;
    float t91;
    unsigned long t9 = (unsigned long)(n + 1) * 4UL;
    void *t10 = malloc(t9);
    float *in = (float *)t10;
    float *sq = (float *)malloc(t9);
    int t11 = n + 32;
    unsigned long t12 = (unsigned long)t11 * 4UL;
    float *out = (float *)malloc(t12);
    void *t13 = malloc(t9);
    int *x = (int *)t13;
    int *y = (int *)malloc(t9);
    long t14 = (long)n;
    unsigned long t15 = (unsigned long)t10;
    unsigned long t16 = (unsigned long)t13;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15)) & 1 & 1) {
        long t17 = t14 & -16L;
        vcc_v8_int t18 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t19 = t18 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint t21 = t20 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
        vcc_v8_int t1 = (vcc_v8_int)t22;
        vcc_v8_int t23 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t24 = t23 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        vcc_v8_uint t25 = (vcc_v8_uint)t24;
        vcc_v8_uint t26 = t25 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        vcc_v8_uint t27 = vcc_min(vcc_v8_int, t25, t26);
        vcc_v8_int t2 = (vcc_v8_int)t27;
        long t3 = 0L;
        do {
            long t28 = (long)(int)t3;
            vcc_v8_float t29 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_v8_float t30 = t29 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t28, t30);
            vcc_v8_int t31 = t2 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t28, t31);
            long t32 = (long)(int)(t3 + 8L);
            vcc_v8_int t33 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_uint t34 = (vcc_v8_uint)t33;
            vcc_v8_uint t35 = t34 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t36 = vcc_min(vcc_v8_int, t34, t35);
            vcc_v8_int t37 = (vcc_v8_int)t36;
            vcc_v8_float t38 = __builtin_convertvector(t37, vcc_v8_float);
            vcc_v8_float t39 = t38 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t32, t39);
            vcc_v8_int t40 = t2 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            vcc_v8_uint t41 = (vcc_v8_uint)t40;
            vcc_v8_uint t42 = t41 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            vcc_v8_uint t43 = vcc_min(vcc_v8_int, t41, t42);
            vcc_v8_int t44 = (vcc_v8_int)t43;
            vcc_v8_int t45 = t44 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t32, t45);
            t3 += 16L;
            vcc_v8_int t46 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t47 = (vcc_v8_uint)t46;
            vcc_v8_uint t48 = t47 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t49 = vcc_min(vcc_v8_int, t47, t48);
            t1 = (vcc_v8_int)t49;
            vcc_v8_int t50 = t2 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
            vcc_v8_uint t51 = (vcc_v8_uint)t50;
            vcc_v8_uint t52 = t51 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            vcc_v8_uint t53 = vcc_min(vcc_v8_int, t51, t52);
            t2 = (vcc_v8_int)t53;
        } while (t3 < t17);
        t54 = (int)t17;
    } else {
        t54 = 0;
    }
    long t55 = (long)n + (long)t54 * -1L;
    unsigned long t56 = (unsigned long)t10;
    unsigned long t57 = (unsigned long)t13;
    int t58 = (int)((unsigned int)t54 * 7U);
    int t59 = (int)((unsigned int)t54 * 37U);
    if ((t55 >= 8L) & (((t56 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t54 * 4L))) | ((t57 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t54 * 4L)))) & (t58 >= 0) & (t59 >= 0)) {
        long t60 = t55 & -8L;
        vcc_v8_int t61 = vcc_splat(vcc_v8_int, t58 % 13);
        vcc_v8_int t62 = t61 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
        vcc_v8_uint t63 = (vcc_v8_uint)t62;
        vcc_v8_uint t64 = t63 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t65 = vcc_min(vcc_v8_int, t63, t64);
        vcc_v8_int t4 = (vcc_v8_int)t65;
        vcc_v8_int t66 = vcc_splat(vcc_v8_int, t59 % 101);
        vcc_v8_int t67 = t66 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        vcc_v8_uint t68 = (vcc_v8_uint)t67;
        vcc_v8_uint t69 = t68 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        vcc_v8_uint t70 = vcc_min(vcc_v8_int, t68, t69);
        vcc_v8_int t5 = (vcc_v8_int)t70;
        long t6 = 0L;
        do {
            long t71 = (long)(int)((long)t54 + t6);
            vcc_v8_float t72 = __builtin_convertvector(t4, vcc_v8_float);
            vcc_v8_float t73 = t72 - (vcc_v8_float){4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f, 4.5f};
            vcc_store(in + t71, t73);
            vcc_v8_int t74 = t5 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(x + t71, t74);
            t6 += 8L;
            vcc_v8_int t75 = t4 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_uint t76 = (vcc_v8_uint)t75;
            vcc_v8_uint t77 = t76 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t78 = vcc_min(vcc_v8_int, t76, t77);
            t4 = (vcc_v8_int)t78;
            vcc_v8_int t79 = t5 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            vcc_v8_uint t80 = (vcc_v8_uint)t79;
            vcc_v8_uint t81 = t80 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            vcc_v8_uint t82 = vcc_min(vcc_v8_int, t80, t81);
            t5 = (vcc_v8_int)t82;
        } while (t6 < t60);
        i = (int)((long)t54 + t60);
    } else {
        i = t54;
    }
    for (; i < n; i++) {
        long t83 = (long)i;
        in[t83] = (float)(i * 7 % 13) - 4.5f;
        x[t83] = i * 37 % 101 - 50;
    }
    long t84 = (long)n + 32L;
    if (t84 >= 32L) {
        long t85 = t84 & -32L;
        long t7 = 0L;
        do {
            vcc_store(out + (int)t7, ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (int)(t7 + 8L), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (int)(t7 + 16L), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            vcc_store(out + (int)(t7 + 24L), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            t7 += 32L;
        } while (t7 < t85);
        t86 = (int)t85;
    } else {
        t86 = 0;
    }
    long t87 = (long)n + (long)t86 * -1L + 32L;
    if (t87 >= 8L) {
        long t88 = t87 & -8L;
        long t8 = 0L;
        do {
            vcc_store(out + (int)((long)t86 + t8), ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            t8 += 8L;
        } while (t8 < t88);
        i_1 = (int)((long)t86 + t88);
    } else {
        i_1 = t86;
    }
    for (; i_1 < t11; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = hash(14695981039346656037ULL, (const void *)out, t12);
    unsigned long t89 = (unsigned long)n * 4UL;
    unsigned long long h_1 = hash(hash(h, (const void *)sq, t89), (const void *)y, t89);
    if (n) {
        t90 = y[n - 1];
    } else {
        t90 = 0;
    }
    if (n) {
        t91 = sq[n - 1];
    } else {
        t91 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t91, t90);
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
